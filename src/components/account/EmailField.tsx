import type { ComponentProps } from 'react';
import TextField from './TextField.tsx';

type EmailFieldProps = Omit<ComponentProps<typeof TextField>, 'label' | 'type' | 'name' | 'autoComplete' | 'inputMode'> & { label?: string };

/** The account email, with the same label, keyboard and autofill in login, forgot password and registration. */
export default function EmailField({ label = 'Email', ...props }: EmailFieldProps) {
  return <TextField label={label} type="email" name="email" autoComplete="email" inputMode="email" {...props} />;
}
