import type { ComponentProps } from 'react';
import TextField from './TextField.tsx';
import { settings } from '../../lib/i18n/messages/en.ts';

type FullNameFieldProps = Omit<ComponentProps<typeof TextField>, 'label' | 'name' | 'autoComplete'> & {
  /** The label in the page's language (issue 26); 'Full name' without. */
  label?: string;
};

/** The shopper's full name, with the same label and autofill in registration and settings. */
export default function FullNameField({ label = settings.fullName, ...props }: FullNameFieldProps) {
  return <TextField label={label} name="full_name" autoComplete="name" {...props} />;
}
