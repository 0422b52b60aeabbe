/** /.well-known files that tie the site to its apps, built from the app configuration (pure). */
import type { MobileAppsConfig } from '../../lib/config/mobile-apps.ts';

/** Digital Asset Links: lets the Android app open this site's links. Null: no Android app configured. */
export function assetLinks(config: MobileAppsConfig): unknown {
  if (!config.androidPackage || config.androidCertFingerprints.length === 0) return null;
  return [
    {
      relation: ['delegate_permission/common.handle_all_urls'],
      target: {
        namespace: 'android_app',
        package_name: config.androidPackage,
        sha256_cert_fingerprints: [...config.androidCertFingerprints],
      },
    },
  ];
}

/** apple-app-site-association: the iOS app opens the product and app-link paths as universal links. */
export function appleAppSiteAssociation(config: MobileAppsConfig): unknown {
  if (config.iosAppIds.length === 0) return null;
  return {
    applinks: {
      details: [
        {
          appIDs: [...config.iosAppIds],
          components: config.appPaths.map((path) => ({ '/': path })),
        },
      ],
    },
    webcredentials: { apps: [...config.iosAppIds] },
  };
}

/**
 * Both files are JSON (Apple requires application/json for the extension-less name). Without the
 * app's identifiers the file does not exist: 404, never invented values.
 */
export function jsonFileResponse(body: unknown): Response {
  if (body === null) return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } });
  return new Response(JSON.stringify(body, null, 2), {
    headers: { 'Content-Type': 'application/json', 'Cache-Control': 'public, max-age=3600' },
  });
}
