import { useLayoutEffect, type RefObject } from 'react';

/**
 * A form rendered on the server and hydrated when the shopper uses it (client:interaction): what was
 * typed before React arrived stays in the fields (React keeps a field's text as it hydrates) but not
 * in the form's state. Adopted once, as the island hydrates, before a press held by the early-input
 * capture (src/lib/navigation/early-input.ts) is replayed: the layout effect's update is committed
 * before that press reaches the form.
 */
export function useTypedBeforeHydration(form: RefObject<HTMLFormElement | null>, adopt: (typed: Record<string, string>) => void): void {
  // Once, at hydration: later typing reaches the state through onChange.
  useLayoutEffect(() => {
    const fields = form.current?.querySelectorAll<HTMLInputElement | HTMLSelectElement>('input[name], select[name]') ?? [];
    const typed: Record<string, string> = {};
    for (const field of fields) if (field.value !== '') typed[field.name] = field.value;
    if (Object.keys(typed).length > 0) adopt(typed);
  }, []);
}
