import type { ReactNode } from 'react';
import type { FieldErrors } from '../../lib/accounts/validation.ts';
import TextField from './TextField.tsx';

type NewPasswordField = 'password' | 'password_confirmation';

interface NewPasswordFieldsProps {
  /** The labels of the password and of its confirmation. */
  labels: readonly [string, string];
  values: Record<NewPasswordField, string>;
  errors: FieldErrors<NewPasswordField>;
  hint?: ReactNode;
  onChange: (field: NewPasswordField, value: string) => void;
}

/** A new password typed twice (registration, password reset), autofilled as a new password. */
export default function NewPasswordFields({ labels, values, errors, hint, onChange }: NewPasswordFieldsProps) {
  const field = (name: NewPasswordField, label: string, fieldHint?: ReactNode) => (
    <TextField
      label={label}
      type="password"
      name={name}
      autoComplete="new-password"
      value={values[name]}
      error={errors[name]}
      hint={fieldHint}
      onChange={(event) => onChange(name, event.target.value)}
    />
  );
  return (
    <>
      {field('password', labels[0], hint)}
      {field('password_confirmation', labels[1])}
    </>
  );
}
