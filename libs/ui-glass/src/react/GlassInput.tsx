import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { classNames } from './classNames';

/** Props of {@link GlassInput}: any input attribute, plus its label, hint and error. */
export interface GlassInputProps extends Omit<ComponentPropsWithRef<'input'>, 'children'> {
  /** The visible label, associated with the input. */
  label: ReactNode;
  /** Help text shown under the input and linked by aria-describedby. */
  hint?: ReactNode;
  /** An error shown under the input; it marks the input aria-invalid and is linked by aria-describedby. */
  error?: ReactNode;
  /** Class of the wrapper around label, input, hint and error. */
  fieldClassName?: string;
}

/** A labelled text input whose hint and error are announced with it. */
export function GlassInput({ label, hint, error, id, className, fieldClassName, ...rest }: GlassInputProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const hasError = error !== undefined && error !== null && error !== false && error !== '';
  const describedBy = [rest['aria-describedby'], hint ? hintId : null, hasError ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className={classNames('grove-field', hasError && 'grove-field--invalid', fieldClassName)}>
      <label className="grove-field__label" htmlFor={inputId}>
        {label}
      </label>
      <input
        {...rest}
        id={inputId}
        className={classNames('grove-input', className)}
        aria-describedby={describedBy || undefined}
        aria-invalid={hasError ? true : rest['aria-invalid']}
      />
      {hint ? (
        <p id={hintId} className="grove-field__hint">
          {hint}
        </p>
      ) : null}
      {hasError ? (
        <p id={errorId} className="grove-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
