import { persistentAtom } from '@nanostores/persistent';
import type { WritableAtom } from 'nanostores';

/**
 * A JSON record in localStorage under `key`. Unreadable or partial stored data falls back to the
 * defaults field by field, so a shape change never breaks a returning shopper's page.
 */
export function persistedRecord<T extends object>(key: string, defaults: T): WritableAtom<T> {
  return persistentAtom<T>(key, defaults, {
    encode: (value) => JSON.stringify(value),
    decode: (encoded) => {
      try {
        const parsed: unknown = JSON.parse(encoded);
        return typeof parsed === 'object' && parsed !== null ? { ...defaults, ...(parsed as Partial<T>) } : defaults;
      } catch {
        return defaults;
      }
    },
  });
}
