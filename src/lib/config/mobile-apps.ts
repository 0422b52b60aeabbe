/**
 * The store's mobile apps: every identifier comes from configuration (README: "App identifiers"),
 * never from code, so a deploy without its apps' real values serves no invented ones.
 *
 *   PUBLIC_ANDROID_STORE_URL  Play Store page, e.g. https://play.google.com/store/apps/details?id=com.example.app
 *   PUBLIC_IOS_STORE_URL      App Store page, e.g. https://apps.apple.com/sg/app/example/id123456789
 *   ANDROID_CERT_SHA256       release signing certificate fingerprints (AA:BB:…, comma separated)
 *   IOS_APP_IDS               '<Apple team id>.<bundle id>' (comma separated)
 *
 * The two store pages are read at build time by the pages (download banner and dialog) and at run
 * time by the Pages Functions (/applinks, /.well-known): set them in both places with the same value.
 * Pure: callers pass the variables in.
 */

export interface MobileAppVars {
  PUBLIC_ANDROID_STORE_URL?: string | undefined;
  PUBLIC_IOS_STORE_URL?: string | undefined;
  ANDROID_CERT_SHA256?: string | undefined;
  IOS_APP_IDS?: string | undefined;
}

export interface AppStoreLinks {
  android: string | null;
  ios: string | null;
}

export interface MobileAppsConfig extends AppStoreLinks {
  /** Read from the Play Store address (its id parameter). */
  androidPackage: string | null;
  androidCertFingerprints: readonly string[];
  iosAppIds: readonly string[];
  /** Custom scheme the Android app registers (intent://…#Intent;scheme=…). */
  appScheme: string;
  /** Site paths the apps open themselves (universal links / app links). */
  appPaths: readonly string[];
}

const ANDROID_PACKAGE = /^[a-z][a-z0-9_]*(\.[a-z][a-z0-9_]*)+$/i;
const FINGERPRINT = /^([0-9A-F]{2}:){31}[0-9A-F]{2}$/;
const IOS_APP_ID = /^[A-Z0-9]{10}\.[A-Za-z0-9.-]+$/;

function storeUrl(raw: string | undefined, host: string): string | null {
  const value = raw?.trim();
  if (!value) return null;
  try {
    const url = new URL(value);
    if (url.protocol === 'https:' && url.hostname === host) return url.toString();
  } catch {
    // falls through to the warning
  }
  console.warn(`Ignoring a store address that is not an https://${host}/ page: ${value}`);
  return null;
}

function list(raw: string | undefined, pattern: RegExp, what: string): string[] {
  const items = (raw ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  const valid = items.filter((item) => pattern.test(item));
  if (valid.length !== items.length) console.warn(`Ignoring malformed ${what}: ${items.filter((i) => !pattern.test(i)).join(', ')}`);
  return valid;
}

export function appStoreLinks(vars: MobileAppVars): AppStoreLinks {
  return {
    android: storeUrl(vars.PUBLIC_ANDROID_STORE_URL, 'play.google.com'),
    ios: storeUrl(vars.PUBLIC_IOS_STORE_URL, 'apps.apple.com'),
  };
}

export function mobileAppsConfig(vars: MobileAppVars): MobileAppsConfig {
  const links = appStoreLinks(vars);
  const id = links.android ? new URL(links.android).searchParams.get('id') : null;
  return {
    ...links,
    androidPackage: id && ANDROID_PACKAGE.test(id) ? id : null,
    androidCertFingerprints: list(vars.ANDROID_CERT_SHA256?.toUpperCase(), FINGERPRINT, 'ANDROID_CERT_SHA256 fingerprints'),
    iosAppIds: list(vars.IOS_APP_IDS, IOS_APP_ID, 'IOS_APP_IDS'),
    appScheme: 'reluxe',
    appPaths: ['/product/*', '/product-*', '/applinks', '/applinks/*'],
  };
}
