import type { ComponentProps } from 'react';
import { SAVED_SEARCH_NAME_MAX } from '../../lib/contract/saved-searches.ts';
import TextField from '../account/TextField.tsx';

type SearchNameFieldProps = Omit<ComponentProps<typeof TextField>, 'name' | 'maxLength' | 'autoComplete' | 'onChange'> & {
  onChange: (name: string) => void;
};

/** A saved search's name, with the same limit and no autofill in the save dialog and the rename form. */
export default function SearchNameField({ onChange, ...props }: SearchNameFieldProps) {
  return (
    <TextField name="saved-search-name" maxLength={SAVED_SEARCH_NAME_MAX} autoComplete="off" onChange={(event) => onChange(event.target.value)} {...props} />
  );
}
