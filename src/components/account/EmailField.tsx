import type { ComponentProps } from 'react';
import TextField from './TextField.tsx';

type EmailFieldProps = Omit<ComponentProps<typeof TextField>, 'label' | 'type' | 'name' | 'autoComplete' | 'inputMode'>;

/** The account email, with the same label, keyboard and autofill in login, forgot password and registration. */
export default function EmailField(props: EmailFieldProps) {
  return <TextField label="Email" type="email" name="email" autoComplete="email" inputMode="email" {...props} />;
}
