import './authForm.css';

/**
 * A form's error, said at once to a screen reader (role alert) under the fields it concerns; nothing
 * when there is none. The account forms (sign-up, sign-in, password reset, settings) share it so their
 * errors look and sound alike.
 */
export function FormAlert({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p className="auth-alert" role="alert">
      {message}
    </p>
  );
}
