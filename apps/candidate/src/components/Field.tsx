import type { InputHTMLAttributes, ReactNode } from 'react';

/** A labelled input with its hint and its error under it, wired for screen readers. */
export function TextInput({
  id,
  label,
  hint,
  error,
  ...input
}: { id: string; label: string; hint?: string; error?: string } & InputHTMLAttributes<HTMLInputElement>) {
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className="field" data-invalid={error ? '' : undefined}>
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <p className="hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      <input id={id} aria-invalid={error ? true : undefined} aria-describedby={described || undefined} {...input} />
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </div>
  );
}

/** A field's error message (nothing when there is none). */
export function FieldError({ id, children }: { id: string; children?: ReactNode }) {
  return children ? (
    <p className="error" id={id}>
      {children}
    </p>
  ) : null;
}
