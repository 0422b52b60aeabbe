/**
 * Where /applinks and /applinks/{id} send a visitor (pure):
 *  - goto=store: straight to the store (Android's on Android, otherwise the App Store, as the
 *    spec's download banner chooses);
 *  - Android: into the app through an intent, which falls back to the Play Store page when the
 *    app is not installed;
 *  - iOS: the App Store page (an installed app has already taken the link as a universal link);
 *  - anything else: the product page for {id}, or the home page.
 * Only the configured store addresses, the configured app's intent, or paths on this site are ever
 * answered: isAllowedAppLinkTarget guards the result. Where an app is not configured, the visitor
 * gets the web page instead.
 */
import { productIdOf } from '../../lib/catalog/inventory-query-rules.ts';
import { detectDevice } from '../../lib/device/device.ts';
import { sameSitePath } from '../../lib/navigation/same-site.ts';
import type { MobileAppsConfig } from '../../lib/config/mobile-apps.ts';

export interface AppLinkRequest {
  /** The {id} path segment, as received; anything but a product id is ignored. */
  id: string | null;
  userAgent: string;
  /** The goto query parameter. */
  goto: string | null;
}

export { productIdOf };

function androidIntent(productId: number | null, config: MobileAppsConfig): string | null {
  if (!config.android || !config.androidPackage) return null;
  const path = productId === null ? '' : `product/${productId}`;
  return `intent://${path}#Intent;scheme=${config.appScheme};package=${config.androidPackage};S.browser_fallback_url=${encodeURIComponent(config.android)};end`;
}

export function resolveAppLink(request: AppLinkRequest, config: MobileAppsConfig): string {
  const productId = productIdOf(request.id);
  const device = detectDevice(request.userAgent);
  const webPage = productId === null ? '/' : `/product/${productId}`;
  if (request.goto === 'store') return (device.android ? config.android : config.ios) ?? webPage;
  if (device.android) return androidIntent(productId, config) ?? webPage;
  if (device.ios) return config.ios ?? webPage;
  return webPage;
}

/** A redirect target this handler may answer: a configured store, the configured app, or a path here. */
export function isAllowedAppLinkTarget(target: string, config: MobileAppsConfig): boolean {
  if (target === config.android || target === config.ios) return target !== null;
  if (target.startsWith('intent://')) return config.androidPackage !== null && target.includes(`;package=${config.androidPackage};`) && target.endsWith(';end');
  // A path here passes the one same-site rule of redirects (same-site.ts): normalised, it is still itself.
  return /^\/(?![/\\])[A-Za-z0-9\-._~/]*$/.test(target) && sameSitePath(target, '') === target;
}
