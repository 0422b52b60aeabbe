/**
 * The head script: the one inline script in the <head> of every page of the store's layout
 * (src/layouts/StoreLayout.astro), bundled by the build into one IIFE (src/integrations/early-scripts.ts).
 * It runs before the body parses, in this order, each part on its own (a part that fails leaves the
 * others running):
 *   1. guest or user, and the guard of a guarded page (auth-guard.ts);
 *   2. input before hydration held for replay (early-input.ts);
 *   3. the connection watch and the service worker (connection.ts);
 *   4. the display typeface (display-font.ts);
 *   5. the currency cookie from local storage (prefs-cookie.ts);
 *   6. the wake hints on <html> (wake-hints.ts);
 *   7. the whole stylesheets after the first screen's (rest-styles.ts);
 *   8. the regions below the first screen, shown one a frame after it (offscreen-regions.ts).
 * Per page it reads one attribute of its own element: `data-access-denied`, on guarded pages only.
 * docs/early-layer.md tells the whole story.
 */
import { DISPLAY_FONT_FACE, DISPLAY_FONT_KEY } from '../lib/config/display-font-loading.ts';
import { guardPage } from './auth-guard.ts';
import { watchConnection } from './connection.ts';
import { startDisplayFont } from './display-font.ts';
import { captureEarlyInput } from './early-input.ts';
import { syncShopperPrefsCookie } from './prefs-cookie.ts';
import { markWakeHints } from './wake-hints.ts';
import { loadRestStylesLater } from './rest-styles.ts';
import { showOffscreenRegionsLater } from './offscreen-regions.ts';

function part(run: () => void): void {
  try {
    run();
  } catch {
    // This part is left out on this page (storage refused, an old browser); the others still run.
  }
}

const script = document.currentScript;
const accessDenied = script instanceof HTMLScriptElement ? (script.dataset['accessDenied'] ?? null) : null;

part(() => guardPage(accessDenied));
part(captureEarlyInput);
part(watchConnection);
part(() => startDisplayFont(DISPLAY_FONT_FACE, DISPLAY_FONT_KEY));
// The known codes and the apps are the build's constants (src/integrations/early-scripts.ts).
part(() => syncShopperPrefsCookie(__KNOWN_CHOICES__));
part(() => markWakeHints({ android: __ANDROID_APP__, ios: __IOS_APP__ }));
part(loadRestStylesLater);
part(showOffscreenRegionsLater);
