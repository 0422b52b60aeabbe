import { useState, type SubmitEvent } from 'react';
import { hasErrors, type FieldErrors } from '../../lib/accounts/validation.ts';

/**
 * The submit of an account form: check the fields, show their messages, and send once when there
 * are none and nothing is on its way already. `check` answers null when there is nothing to send at
 * all (no token, no form yet); `held` is what else holds the form back (a login in progress).
 * `sending` is true while `send` runs.
 */
export function useCheckedSubmit<Field extends string>(check: () => FieldErrors<Field> | null, send: () => Promise<void>, held = false) {
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [sending, setSending] = useState(false);

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = check();
    if (found === null) return;
    setErrors(found);
    if (hasErrors(found) || sending || held) return;
    setSending(true);
    try {
      await send();
    } finally {
      setSending(false);
    }
  }

  return { errors, setErrors, sending, submit };
}
