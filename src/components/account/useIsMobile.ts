import { useSyncExternalStore } from 'react';
import { MEDIA } from '../../lib/config/storefront.ts';

const QUERY = MEDIA.mobile;

function subscribe(onChange: () => void): () => void {
  const list = window.matchMedia(QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

/** True below 768 px (spec breakpoints), where the sign-in dialogs go full-screen and non-modal. */
export function useIsMobile(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(QUERY).matches,
    () => false,
  );
}
