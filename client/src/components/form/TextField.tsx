import { useEffect, useId, useRef, type InputHTMLAttributes, type ReactNode } from 'react';
import './form.css';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  error?: string | undefined;
  /** Shown beside the input, e.g. the password visibility toggle. */
  trailing?: ReactNode;
  hint?: ReactNode;
}

/**
 * A labelled input whose error is announced (an alert) and tied to it with aria-describedby. When errors
 * appear on a form, the first invalid field takes focus, so a keyboard or screen-reader user lands on it.
 */
export function TextField({ label, error, trailing, hint, className, ...input }: TextFieldProps) {
  const id = useId();
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const el = ref.current;
    if (!error || !el) return;
    const first = (el.form ?? document).querySelector('[aria-invalid="true"]');
    if (first === el && document.activeElement !== el) el.focus();
  }, [error]);
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`field${error ? ' field-invalid' : ''}${className ? ` ${className}` : ''}`}>
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      <div className="field-control">
        <input
          ref={ref}
          id={id}
          className="field-input"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...input}
        />
        {trailing}
      </div>
      {hint ? (
        <div id={hintId} className="field-hint">
          {hint}
        </div>
      ) : null}
      {error ? (
        <p id={errorId} className="field-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The email field of the sign-in and sign-up forms. */
export function EmailField({
  value,
  error,
  onChange,
}: {
  value: string;
  error?: string | undefined;
  onChange: (value: string) => void;
}) {
  return (
    <TextField
      label="Email"
      type="email"
      name="email"
      autoComplete="email"
      inputMode="email"
      placeholder="you@example.com"
      value={value}
      error={error}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}
