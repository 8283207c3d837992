import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { GlassButton, GlassInput, GlassPanel } from '@grove/ui-glass/react';
import {
  DISPLAY_NAME_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  displayNameValidate,
  emailValidate,
  passwordConfirmValidate,
  passwordNewValidate,
} from '../../app/auth/authFormValidate';
import { authLandingPath } from '../../app/auth/authLandingPath';
import { useAuthController } from '../../app/auth/useAuthController';
import '../pages.css';
import '../../app/auth/authForm.css';
import { FormAlert } from '../../app/auth/FormAlert';

interface SignupValues {
  displayName: string;
  email: string;
  password: string;
  confirmation: string;
}

type SignupErrors = Record<keyof SignupValues, string | null>;

function signupValidate(values: SignupValues): SignupErrors {
  return {
    displayName: displayNameValidate(values.displayName),
    email: emailValidate(values.email),
    password: passwordNewValidate(values.password),
    confirmation: passwordConfirmValidate(values.password, values.confirmation),
  };
}

const FIELD_ORDER: ReadonlyArray<keyof SignupValues> = ['displayName', 'email', 'password', 'confirmation'];

/** Props of {@link SignupForm}. */
export interface SignupFormProps {
  /** The id of the heading that names the form. */
  labelledBy: string;
  /** Runs once the form is valid, right before the account is made (the referral sign-up keeps its code first). */
  beforeCreate?: () => void;
}

/**
 * The sign-up form of /signup and /referral-signup: a display name, email and password checked in
 * place (the first wrong field takes focus), then the account is made, named on the server, the welcome
 * email goes out (its failure is ignored, SPEC §7) and the new user continues to onboarding (SPEC §4
 * "Login flow"). A failure keeps everything typed and says why.
 */
export function SignupForm({ labelledBy, beforeCreate }: SignupFormProps) {
  const auth = useAuthController();
  const navigate = useNavigate();
  const [values, setValues] = useState<SignupValues>({ displayName: '', email: '', password: '', confirmation: '' });
  const [checked, setChecked] = useState(false);
  const [pending, setPending] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const displayNameRef = useRef<HTMLInputElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const confirmationRef = useRef<HTMLInputElement>(null);

  useEffect(() => auth.preload(), [auth]);

  const errors = checked ? signupValidate(values) : null;

  function field(name: keyof SignupValues) {
    return {
      name,
      value: values[name],
      onChange: (event: { target: { value: string } }) => setValues((current) => ({ ...current, [name]: event.target.value })),
      error: errors?.[name] ?? null,
      required: true,
    };
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    setChecked(true);
    const found = signupValidate(values);
    const firstInvalid = FIELD_ORDER.find((name) => found[name] !== null);
    if (firstInvalid) {
      const refs = { displayName: displayNameRef, email: emailRef, password: passwordRef, confirmation: confirmationRef };
      refs[firstInvalid].current?.focus();
      return;
    }
    setFormError(null);
    setPending(true);
    beforeCreate?.();
    try {
      const user = await auth.signUp({ displayName: values.displayName, email: values.email, password: values.password });
      void navigate(authLandingPath(user), { replace: true });
    } catch (error) {
      setFormError(error instanceof Error ? error.message : String(error));
      setPending(false);
    }
  }

  return (
    <GlassPanel as="section" className="auth-panel" aria-labelledby={labelledBy}>
      <form className="auth-form" noValidate onSubmit={(event) => void onSubmit(event)} aria-labelledby={labelledBy} aria-busy={pending}>
        <GlassInput
          {...field('displayName')}
          ref={displayNameRef}
          label="Your name"
          hint="What your mentor will call you. You can change it later."
          autoComplete="name"
          maxLength={DISPLAY_NAME_MAX_LENGTH}
        />
        <GlassInput
          {...field('email')}
          ref={emailRef}
          label="Email"
          type="email"
          autoComplete="email"
          inputMode="email"
          autoCapitalize="none"
          spellCheck={false}
        />
        <GlassInput
          {...field('password')}
          ref={passwordRef}
          label="Password"
          type="password"
          autoComplete="new-password"
          hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
        />
        <GlassInput
          {...field('confirmation')}
          ref={confirmationRef}
          label="Confirm password"
          type="password"
          autoComplete="new-password"
        />
        <FormAlert message={formError} />
        <div className="auth-form__actions">
          <GlassButton type="submit" disabled={pending}>
            {pending ? 'Creating your account…' : 'Create account'}
          </GlassButton>
        </div>
      </form>
    </GlassPanel>
  );
}
