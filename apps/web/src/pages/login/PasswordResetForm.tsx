import { useEffect, useRef, useState, type FormEvent } from 'react';
import { GlassButton, GlassInput } from '@grove/ui-glass/react';
import { emailValidate } from '../../app/auth/authFormValidate';
import { useAuthController } from '../../app/auth/useAuthController';
import { FormAlert } from '../../app/auth/FormAlert';

/** What the reset form says once the link has been sent. */
export const PASSWORD_RESET_SENT_MESSAGE = 'Check your email for a link to reset your password.';

/** Props of {@link PasswordResetForm}. */
export interface PasswordResetFormProps {
  /** The address typed into the sign-in form, so it need not be typed twice. */
  initialEmail: string;
  /** Goes back to the sign-in form. */
  onBack: () => void;
}

/**
 * "Forgot password?" on /login: asks the provider to email a reset link. Errors show the provider's
 * message or SPEC §8's 'Failed to send reset password email'.
 */
export function PasswordResetForm({ initialEmail, onBack }: PasswordResetFormProps) {
  const auth = useAuthController();
  const [email, setEmail] = useState(initialEmail);
  const [checked, setChecked] = useState(false);
  const [pending, setPending] = useState(false);
  const [sent, setSent] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);

  // The form replaces the sign-in form in place; moving focus to its heading tells keyboard and
  // screen-reader users where they are.
  useEffect(() => titleRef.current?.focus(), []);

  const emailError = checked ? emailValidate(email) : null;

  async function onSubmit(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    setChecked(true);
    if (emailValidate(email) !== null) {
      emailRef.current?.focus();
      return;
    }
    setFormError(null);
    setSent(false);
    setPending(true);
    try {
      await auth.sendPasswordReset(email);
      setSent(true);
    } catch (error) {
      setFormError(error instanceof Error ? error.message : String(error));
    } finally {
      setPending(false);
    }
  }

  return (
    <>
      <h2 id="reset-title" ref={titleRef} tabIndex={-1}>
        Reset your password
      </h2>
      <p>Enter the email address of your account and we will send you a link to choose a new password.</p>
      <form className="auth-form" noValidate onSubmit={(event) => void onSubmit(event)} aria-labelledby="reset-title" aria-busy={pending}>
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
        <FormAlert message={formError} />
        <div className="auth-form__actions">
          <GlassButton type="submit" disabled={pending}>
            {pending ? 'Sending…' : 'Send reset link'}
          </GlassButton>
          <GlassButton variant="ghost" onClick={onBack}>
            Back to sign in
          </GlassButton>
        </div>
        {/* The live region stays in the page so the confirmation is announced when it appears. */}
        <div role="status">{sent ? <p className="auth-status">{PASSWORD_RESET_SENT_MESSAGE}</p> : null}</div>
      </form>
    </>
  );
}
