/**
 * The store's mobile apps, as app links and the .well-known files need them. The store pages come
 * from APP_STORE_LINKS (one source with the download banner); the Android package is read from the
 * Play Store address. Release builds sign with the certificate whose SHA-256 fingerprint is listed;
 * iOS app ids are '<Apple team id>.<bundle id>'.
 */
import { APP_STORE_LINKS } from '../../lib/config/storefront.ts';

function playStorePackage(address: string): string {
  const id = new URL(address).searchParams.get('id');
  if (!id || !/^[a-z][a-z0-9_]*(\.[a-z][a-z0-9_]*)+$/i.test(id)) throw new Error(`No Android package in ${address}`);
  return id;
}

export interface MobileAppsConfig {
  androidStoreUrl: string;
  iosStoreUrl: string;
  androidPackage: string;
  androidCertFingerprints: readonly string[];
  iosAppIds: readonly string[];
  /** Custom scheme the Android app registers (intent://…#Intent;scheme=…). */
  appScheme: string;
  /** Site paths the apps open themselves (universal links / app links). */
  appPaths: readonly string[];
}

export const MOBILE_APPS: MobileAppsConfig = {
  androidStoreUrl: APP_STORE_LINKS.android,
  iosStoreUrl: APP_STORE_LINKS.ios,
  androidPackage: playStorePackage(APP_STORE_LINKS.android),
  androidCertFingerprints: ['5E:3A:91:0C:7B:D2:44:19:A8:6F:E0:13:9C:27:B5:60:4D:F1:88:2A:C3:7E:05:B9:D6:41:6A:F2:90:1B:8C:E7'],
  iosAppIds: ['R7XQ2L9KPA.sg.reluxe.app'],
  appScheme: 'reluxe',
  appPaths: ['/product/*', '/product-*', '/applinks', '/applinks/*'],
};
