/** /.well-known files that tie the site to its apps, built from the app configuration (pure). */
import type { MobileAppsConfig } from './config.ts';

/** Digital Asset Links: lets the Android app open this site's links. */
export function assetLinks(config: MobileAppsConfig): unknown {
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

/** Both files are JSON (Apple requires application/json for the extension-less name). */
export function jsonFileResponse(body: unknown): Response {
  return new Response(JSON.stringify(body, null, 2), {
    headers: { 'Content-Type': 'application/json', 'Cache-Control': 'public, max-age=3600' },
  });
}
