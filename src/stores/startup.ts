import { atom, onMount } from 'nanostores';
import { getStartup } from '../lib/api/settings.ts';
import type { StartupSettings } from '../lib/contract/settings.ts';

/** Settings from GET /startup, loaded once per page the first time a component needs them. */
export const $startup = atom<StartupSettings | null>(null);

let loading: Promise<void> | null = null;

export function loadStartup(): Promise<void> {
  loading ??= getStartup()
    .then((settings) => $startup.set(settings))
    .catch((error: unknown) => {
      loading = null; // let a later subscriber try again
      console.error('Cannot load settings', error);
    });
  return loading;
}

onMount($startup, () => {
  // Only a browser asks: a server render (the build's, the edge's) that reads the store has no
  // origin to ask and renders without the settings, as the browser's first paint does.
  if (typeof document === 'undefined') return;
  void loadStartup();
});

/**
 * Settings that came with the page (the /search page rendered at the edge embeds them): taken as the
 * loaded answer, so no component asks for them again on this page.
 */
export function seedStartup(settings: StartupSettings): void {
  if ($startup.get()) return;
  $startup.set(settings);
  loading = Promise.resolve();
}
