import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { GlassButton, GlassInput, GlassPanel } from '@grove/ui-glass/react';
import type { User } from '@grove/api-contract';
import { routeReturnPathRead } from '@grove/session-family';
import { emailValidate, passwordPresentValidate } from '../../app/auth/authFormValidate';
import { authLandingPath } from '../../app/auth/authLandingPath';
import { useAuthController } from '../../app/auth/useAuthController';
import { useDocumentTitle } from '../useDocumentTitle';
import { PasswordResetForm } from './PasswordResetForm';
import '../pages.css';
import '../../app/auth/authForm.css';
import { FormAlert } from '../../app/auth/FormAlert';

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * /login: sign in with email and password or with Google, or ask for a password-reset link in place.
 * Opening it starts loading the sign-in provider. After signing in the user goes where SPEC §4's login
 * flow says (onboarding, profiles or their chat); sent here from a page that needs an account
 * (`?next=`, only ever an in-app path), they go back to it, through /profiles for a family account.
 */
export function LoginPage() {
  useDocumentTitle('Grove — Sign in');
  const auth = useAuthController();
  const navigate = useNavigate();
  const returnTo = routeReturnPathRead(useLocation().search);
  const [mode, setMode] = useState<'signIn' | 'reset'>('signIn');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [checked, setChecked] = useState(false);
  const [pending, setPending] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const forgotRef = useRef<HTMLButtonElement>(null);
  const returnedFromReset = useRef(false);

  useEffect(() => auth.preload(), [auth]);

  useEffect(() => {
    // Coming back from the reset form, focus returns to the control that opened it.
    if (mode === 'signIn' && returnedFromReset.current) forgotRef.current?.focus();
  }, [mode]);

  const emailError = checked ? emailValidate(email) : null;
  const passwordError = checked ? passwordPresentValidate(password) : null;

  async function signedIn(action: () => Promise<User>): Promise<void> {
    setFormError(null);
    setPending(true);
    try {
      const user = await action();
      void navigate(authLandingPath(user, returnTo), { replace: true });
    } catch (error) {
      setFormError(errorText(error));
      setPending(false);
    }
  }

  function onSubmit(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    setChecked(true);
    if (emailValidate(email) !== null) {
      emailRef.current?.focus();
    } else if (passwordPresentValidate(password) !== null) {
      passwordRef.current?.focus();
    } else {
      void signedIn(() => auth.signIn(email, password));
    }
  }

  function resetOpen(): void {
    setFormError(null);
    setMode('reset');
  }

  function resetClose(): void {
    returnedFromReset.current = true;
    setMode('signIn');
  }

  return (
    <article className="page page--narrow" aria-labelledby="login-title">
      <h1 id="login-title">Sign in</h1>
      <p className="page-lead">Welcome back. Sign in to talk with your mentor and see your family’s profiles.</p>

      <GlassPanel as="section" className="auth-panel" aria-labelledby={mode === 'reset' ? 'reset-title' : 'login-title'}>
        {mode === 'reset' ? (
          <PasswordResetForm initialEmail={email} onBack={resetClose} />
        ) : (
          <>
            <form className="auth-form" noValidate onSubmit={onSubmit} aria-labelledby="login-title" aria-busy={pending}>
              <GlassInput
                ref={emailRef}
                label="Email"
                type="email"
                name="email"
                autoComplete="email"
                inputMode="email"
                autoCapitalize="none"
                spellCheck={false}
                value={email}
                onChange={(event) => setEmail(event.target.value)}
                error={emailError}
                required
              />
              <GlassInput
                ref={passwordRef}
                label="Password"
                type="password"
                name="password"
                autoComplete="current-password"
                value={password}
                onChange={(event) => setPassword(event.target.value)}
                error={passwordError}
                required
              />
              <FormAlert message={formError} />
              <div className="auth-form__actions">
                <GlassButton type="submit" disabled={pending}>
                  {pending ? 'Signing in…' : 'Sign in'}
                </GlassButton>
                <GlassButton ref={forgotRef} variant="ghost" onClick={resetOpen}>
                  Forgot password?
                </GlassButton>
              </div>
            </form>
            <p className="auth-divider">or</p>
            <GlassButton
              variant="secondary"
              className="auth-wide"
              disabled={pending}
              onClick={() => void signedIn(() => auth.signInWithGoogle())}
            >
              Continue with Google
            </GlassButton>
          </>
        )}
      </GlassPanel>

      <p className="auth-aside">
        New to Grove? <Link to="/signup">Create an account</Link>
      </p>
    </article>
  );
}

export default LoginPage;
