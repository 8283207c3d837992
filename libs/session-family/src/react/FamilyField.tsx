import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';

/** Props of {@link FamilyField}: any input attribute, plus its label, hint and error. */
export interface FamilyFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'children'> {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
}

/**
 * A labelled input whose hint and error are announced with it, in ui-glass's field markup and classes
 * (`grove-field`, `grove-input`), so it looks like every other field of the app. session-family is
 * shared with the server side and may not import the web's ui-glass, hence its own small copy.
 */
export function FamilyField({ label, hint, error, id, ...rest }: FamilyFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hasError = error !== undefined && error !== null && error !== false && error !== '';
  const describedBy = [hint ? `${inputId}-hint` : null, hasError ? `${inputId}-error` : null].filter(Boolean).join(' ');
  return (
    <div className={hasError ? 'grove-field grove-field--invalid' : 'grove-field'}>
      <label className="grove-field__label" htmlFor={inputId}>
        {label}
      </label>
      <input {...rest} id={inputId} className="grove-input" aria-describedby={describedBy || undefined} aria-invalid={hasError ? true : undefined} />
      {hint ? (
        <p id={`${inputId}-hint`} className="grove-field__hint">
          {hint}
        </p>
      ) : null}
      {hasError ? (
        <p id={`${inputId}-error`} className="grove-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
