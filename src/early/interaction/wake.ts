/**
 * Wakes the `client:interaction` islands that listen for a name (their `on` option): e.g. the
 * sign-in dialogs when a LOG IN button asks for them. The name is remembered on window, so an
 * island whose directive has not run yet wakes as soon as it does.
 */
import { WAKE_EVENT } from './options.ts';

interface WakeRegistry {
  __storefrontWoken?: string[];
}

export function wakeIslands(name: string): void {
  if (typeof window === 'undefined') return;
  const registry = window as WakeRegistry;
  const woken = (registry.__storefrontWoken ??= []);
  if (woken.includes(name)) return;
  woken.push(name);
  window.dispatchEvent(new CustomEvent(WAKE_EVENT, { detail: name }));
}
