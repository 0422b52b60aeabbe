import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'> {
  label: ReactNode;
  error?: string | undefined;
  /** Invalid styling without a message of its own (spec: the login password follows the email). */
  invalid?: boolean;
  hint?: ReactNode;
  inputRef?: Ref<HTMLInputElement>;
}

/** A labelled input with its validation message; the message is tied to the input for screen readers. */
export default function TextField({ label, error, invalid, hint, inputRef, ...input }: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const showInvalid = invalid ?? error !== undefined;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        ref={inputRef}
        className={`input${showInvalid ? ' is-invalid' : ''}`}
        aria-invalid={showInvalid || undefined}
        aria-describedby={error ? errorId : undefined}
        {...input}
      />
      {hint && !error && <p className="field-hint">{hint}</p>}
      {error && (
        <p id={errorId} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}
