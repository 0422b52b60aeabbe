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
  return (
    <>
      <TextField
        label={labels[0]}
        type="password"
        name="password"
        autoComplete="new-password"
        value={values.password}
        error={errors.password}
        hint={hint}
        onChange={(event) => onChange('password', event.target.value)}
      />
      <TextField
        label={labels[1]}
        type="password"
        name="password_confirmation"
        autoComplete="new-password"
        value={values.password_confirmation}
        error={errors.password_confirmation}
        onChange={(event) => onChange('password_confirmation', event.target.value)}
      />
    </>
  );
}
