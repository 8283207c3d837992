import { forwardRef, useId, type ComponentPropsWithoutRef, type ReactNode } from 'react';

/** Props of {@link AdminField}: an input's attributes with its label, hint and error. */
export interface AdminFieldProps extends Omit<ComponentPropsWithoutRef<'input'>, 'children'> {
  label: ReactNode;
  hint?: ReactNode;
  error?: string | null;
  /** A multi-line text instead of an input (a reason, a note). */
  multiline?: boolean;
  rows?: number;
}

/**
 * A labelled field in ui-glass's look (`.grove-field`; this shared lib may not import ui-glass): its
 * hint and error are announced with it, and an error marks it invalid.
 */
export const AdminField = forwardRef<HTMLInputElement & HTMLTextAreaElement, AdminFieldProps>(function AdminField(
  { label, hint, error, multiline, rows = 3, id, className, ...rest },
  ref,
) {
  const generated = useId();
  const fieldId = id ?? generated;
  const describedBy = [hint ? `${fieldId}-hint` : null, error ? `${fieldId}-error` : null].filter(Boolean).join(' ') || undefined;
  const shared = { id: fieldId, 'aria-describedby': describedBy, 'aria-invalid': error ? true : undefined } as const;
  return (
    <div className={`grove-field${error ? ' grove-field--invalid' : ''}${className ? ` ${className}` : ''}`}>
      <label className="grove-field__label" htmlFor={fieldId}>
        {label}
      </label>
      {multiline ? (
        <textarea
          ref={ref}
          {...shared}
          className="grove-input grove-admin-textarea"
          rows={rows}
          name={rest.name}
          value={rest.value}
          maxLength={rest.maxLength}
          required={rest.required}
          onChange={rest.onChange as unknown as ComponentPropsWithoutRef<'textarea'>['onChange']}
        />
      ) : (
        <input ref={ref} {...rest} {...shared} className="grove-input" />
      )}
      {hint && (
        <p id={`${fieldId}-hint`} className="grove-field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${fieldId}-error`} className="grove-field__error">
          {error}
        </p>
      )}
    </div>
  );
});
