import { persistentAtom } from '@nanostores/persistent';
import type { WritableAtom } from 'nanostores';

export interface PersistedRecordOptions<T> {
  /**
   * Fields that live only as long as the page: never written, and a page always starts them at
   * their default (a flag such as `loading` belongs to the page that began the work).
   */
  transient?: readonly (keyof T)[];
  /** Maps a record stored by an earlier version to today's fields before the defaults fill the gaps. */
  upgrade?: (stored: Record<string, unknown>) => Record<string, unknown>;
}

/**
 * A JSON record in localStorage under `key`. Unreadable or partial stored data falls back to the
 * defaults field by field, so a shape change never breaks a returning shopper's page.
 */
export function persistedRecord<T extends object>(key: string, defaults: T, options: PersistedRecordOptions<T> = {}): WritableAtom<T> {
  const transient = options.transient ?? [];
  const withoutTransient = (record: Record<string, unknown>) => {
    const kept = { ...record };
    for (const field of transient) delete kept[field as string];
    return kept;
  };
  return persistentAtom<T>(key, defaults, {
    encode: (value) => JSON.stringify(withoutTransient(value as Record<string, unknown>)),
    decode: (encoded) => {
      try {
        const parsed: unknown = JSON.parse(encoded);
        if (typeof parsed !== 'object' || parsed === null) return defaults;
        const stored = options.upgrade ? options.upgrade(parsed as Record<string, unknown>) : (parsed as Record<string, unknown>);
        return { ...defaults, ...(withoutTransient(stored) as Partial<T>) };
      } catch {
        return defaults;
      }
    },
  });
}
