import type { ComponentProps } from 'react';
import TextField from './TextField.tsx';

type FullNameFieldProps = Omit<ComponentProps<typeof TextField>, 'label' | 'name' | 'autoComplete'>;

/** The shopper's full name, with the same label and autofill in registration and settings. */
export default function FullNameField(props: FullNameFieldProps) {
  return <TextField label="Full name" name="full_name" autoComplete="name" {...props} />;
}
