import { useStore } from '@nanostores/react';
import type { ReadableAtom } from 'nanostores';

/**
 * A store's value in a pre-rendered island. Persisted stores (auth, global, search history) hold the
 * shopper's saved values in the browser but their defaults at build time, so the hydrating render
 * uses `serverValue` (what the HTML was rendered with) and React re-renders with the saved value right
 * after: no hydration mismatch (#418). `serverValue` must be a constant (a new object each render
 * would loop).
 */
export function useHydratedStore<T>(store: ReadableAtom<T>, serverValue: T): T {
  return useStore(store, { ssr: () => serverValue });
}
