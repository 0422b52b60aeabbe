import { useSyncExternalStore } from 'react';

const subscribeNothing = () => () => undefined;

/**
 * false while React renders on the server or hydrates HTML rendered there, true afterwards (and on a
 * plain client render). A part that depends on this browser's own state (the shopper signed in,
 * local storage) renders as the server did first, so hydration matches, then updates.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );
}
