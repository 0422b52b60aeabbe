/**
 * The security headers of every response, static and function alike (pure). Pages get a CSP whose
 * script-src allows this site's files and the exact inline scripts of the build (sha256 hashes),
 * never 'unsafe-inline'; everything else (API answers, redirects, JSON files) gets a policy that
 * allows nothing at all. Used by the build (dist/_headers) and by functions/_middleware.ts.
 */

import { SERVICE_WORKER_PATH, WEB_APP_MANIFEST_PATH } from '../../lib/offline/cache-names.ts';

export const HSTS = 'max-age=31536000; includeSubDomains';
/** /sw.js (issue 13): revalidated on every update check, so a deploy's worker is seen at once. */
export const SERVICE_WORKER_CACHE_CONTROL = 'no-cache';

/** Headers every response carries, whatever its type. */
export const BASE_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Strict-Transport-Security': HSTS,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  // Nothing here uses these; a compromised script must not get them either.
  'Permissions-Policy':
    'accelerometer=(), autoplay=(), browsing-topics=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), midi=(), payment=(), usb=(), xr-spatial-tracking=()',
  // Keeps other sites' windows out of ours, while the Firebase sign-in popup can still report back.
  'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
  // For browsers without CSP frame-ancestors.
  'X-Frame-Options': 'DENY',
};

/** API answers, redirects and files: they load nothing and may be framed by nobody. */
export const NON_PAGE_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/**
 * The marketing test documents under /policies: fetched and sanitized by the /test and policy
 * pages, never meant to run. Opened directly, they are sandboxed with scripts off.
 */
export const DOCUMENT_FIXTURE_CSP = "sandbox; default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; frame-ancestors 'none'";

export interface PagePolicyOptions {
  /** sha256 hashes (base64) of the inline scripts the build emits. */
  scriptHashes: readonly string[];
  /** Firebase Auth, when this build has social sign-in. */
  firebase: { authDomain: string; emulatorOrigin: string | null } | null;
  /** Extra origins product images may come from (a proxied backend's image host). */
  imageOrigins: readonly string[];
  /** The field Web Vitals collector's origin when it is not this site (PUBLIC_VITALS_ENDPOINT). */
  vitalsOrigin?: string | null;
}

/** The directives every page policy ends with: nothing embedded, no base or form target elsewhere, no framing. */
const LOCKED_DOWN = [
  directive('manifest-src', ["'self'"]),
  directive('object-src', ["'none'"]),
  directive('base-uri', ["'self'"]),
  directive('form-action', ["'self'"]),
  directive('frame-ancestors', ["'none'"]),
];

/** Google's hosts the Firebase popup flow talks to from the page (ID toolkit, token refresh, gapi). */
const FIREBASE_API_ORIGINS = ['https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com'];
const FIREBASE_SCRIPT_ORIGINS = ['https://apis.google.com'];

function directive(name: string, sources: readonly string[]): string {
  return [name, ...new Set(sources)].join(' ');
}

export function pageContentSecurityPolicy(options: PagePolicyOptions): string {
  const { firebase } = options;
  const firebaseScripts = firebase ? (firebase.emulatorOrigin ? [firebase.emulatorOrigin] : FIREBASE_SCRIPT_ORIGINS) : [];
  const firebaseApis = firebase ? (firebase.emulatorOrigin ? [firebase.emulatorOrigin] : FIREBASE_API_ORIGINS) : [];
  const firebaseFrames = firebase ? [firebase.emulatorOrigin ?? `https://${firebase.authDomain}`] : [];
  const hashes = [...options.scriptHashes].sort().map((hash) => `'sha256-${hash}'`);
  return [
    directive('default-src', ["'self'"]),
    directive('script-src', ["'self'", ...hashes, ...firebaseScripts]),
    // React and Swiper set style attributes; CSS cannot run script, so inline styles stay allowed.
    directive('style-src', ["'self'", "'unsafe-inline'"]),
    directive('img-src', ["'self'", 'data:', 'blob:', ...options.imageOrigins]),
    directive('font-src', ["'self'"]),
    directive('connect-src', ["'self'", ...firebaseApis, ...(options.vitalsOrigin ? [options.vitalsOrigin] : [])]),
    directive('frame-src', firebaseFrames.length ? firebaseFrames : ["'none'"]),
    directive('worker-src', ["'self'"]),
    ...LOCKED_DOWN,
  ].join('; ');
}

/** Where the content editor's page is (src/pages/admin.astro) and its own files (the Decap CMS bundle). */
export const ADMIN_PATH = '/admin';
export const ADMIN_ASSETS_PATH = '/admin/decap';

/** GitHub's API (the editor reads and commits content through it) and its image hosts (avatars, media). */
const GITHUB_API_ORIGIN = 'https://api.github.com';
const GITHUB_IMAGE_ORIGINS = ['https://avatars.githubusercontent.com', 'https://raw.githubusercontent.com'];

export interface AdminPolicyOptions {
  /** sha256 hashes (base64) of the admin page's inline scripts. */
  scriptHashes: readonly string[];
  /** The local editing proxy (decap-server) of a local build; null in a production build. */
  localBackendOrigin: string | null;
  /** Extra origins product photos come from (PUBLIC_IMAGE_ORIGINS): the collection preview shows the first pieces. */
  imageOrigins?: readonly string[];
}

/**
 * The content editor's page (/admin) only. Decap CMS compiles its configuration validators at run
 * time ('unsafe-eval'), shows uploads before they are saved (blob:) and talks to GitHub's API; none
 * of this is allowed on the storefront's pages, whose policy stays as it is.
 */
export function adminContentSecurityPolicy(options: AdminPolicyOptions): string {
  const hashes = [...options.scriptHashes].sort().map((hash) => `'sha256-${hash}'`);
  const local = options.localBackendOrigin ? [options.localBackendOrigin] : [];
  return [
    directive('default-src', ["'self'"]),
    directive('script-src', ["'self'", "'unsafe-eval'", ...hashes]),
    directive('style-src', ["'self'", "'unsafe-inline'"]),
    directive('img-src', ["'self'", 'data:', 'blob:', ...GITHUB_IMAGE_ORIGINS, ...(options.imageOrigins ?? [])]),
    directive('font-src', ["'self'", 'data:']),
    directive('connect-src', ["'self'", 'blob:', GITHUB_API_ORIGIN, ...local]),
    directive('frame-src', ["'self'", 'blob:']),
    directive('worker-src', ["'self'", 'blob:']),
    ...LOCKED_DOWN,
  ].join('; ');
}

/** The origins in a comma-separated list (PUBLIC_IMAGE_ORIGINS); anything not http(s) is dropped. */
export function originsFromList(raw: string | undefined): string[] {
  const origins: string[] = [];
  for (const item of (raw ?? '').split(',')) {
    const value = item.trim();
    if (!value) continue;
    try {
      const url = new URL(value);
      if (url.protocol === 'https:' || url.protocol === 'http:') origins.push(url.origin);
    } catch {
      console.warn(`Ignoring an image origin that is not a URL: ${value}`);
    }
  }
  return origins;
}

/** Adds the headers a response lacks; a CSP it already has (a page's, from the build) is kept. */
export function withSecurityHeaderValues(headers: Headers, contentSecurityPolicy: string): Headers {
  const out = new Headers(headers);
  for (const [name, value] of Object.entries(BASE_SECURITY_HEADERS)) if (!out.has(name)) out.set(name, value);
  if (!out.has('Content-Security-Policy')) out.set('Content-Security-Policy', contentSecurityPolicy);
  return out;
}

/**
 * The build's hashed files (scripts, styles; a new name for every change) and the display typeface:
 * sent with the policy that allows nothing instead of the page policy, and without the
 * Permissions-Policy. Both govern documents only: on a script or a font they mean nothing, and the page
 * policy (a hash for every inline script, about 1.2 KB) was paid again by each of a product page's
 * 20-odd small chunks on a slow phone network (issue 22). Their caching stays the platform's default.
 */
export const BUILD_ASSET_PATHS = ['/_astro/*', '/fonts/*'] as const;
/**
 * The site's own pictures (flags, badges, product photos, the brand mark and the app icons): files,
 * never pages, so the same short policy. The brand mark is on every page's way to its first paint
 * (the tab's icon; the download banner's picture on Android), where the page policy cost 0.8 KB of
 * headers.
 */
export const STATIC_IMAGE_PATHS = ['/flags/*', '/images/*', '/favicon.svg', '/icons/*'] as const;
const SHORT_POLICY = { '! Content-Security-Policy': '', 'Content-Security-Policy': NON_PAGE_CSP };

/** Where the build leaves the page policy for the functions (they cannot read _headers). */
export const PAGE_POLICY_ASSET = '/security/page-csp.txt';

/** The _headers file of the static site: every security header for every path. */
export const PHOTO_CACHE_CONTROL = 'public, max-age=604800, stale-while-revalidate=86400';
/**
 * The shell's own pictures: the brand mark (the tab's icon and the download banner's picture), the
 * flags of the location button, the app-store badges and the app icons. Every page shows some of them,
 * and with the platform's default (revalidate on every use) each page view asked again for each, a
 * round trip apiece on a phone network; the browser's own request for the tab's icon came just as the
 * first screen's photo was drawn. A day fresh, then a week served while revalidated: a changed mark
 * reaches every shopper within a day.
 */
export const SHELL_PICTURE_PATHS = ['/favicon.svg', '/flags/*', '/images/badges/*', '/icons/*'] as const;
export const SHELL_PICTURE_CACHE_CONTROL = 'public, max-age=86400, stale-while-revalidate=604800';

export function staticHeadersFile(pagePolicy: string, adminPolicy?: string): string {
  const block = (path: string, headers: Record<string, string>) =>
    `${path}\n${Object.entries(headers)
      .map(([name, value]) => (name.startsWith('! ') ? `  ${name}` : `  ${name}: ${value}`))
      .join('\n')}\n`;
  return [
    '# Generated by the build (src/integrations/security-headers.ts from src/server/security/headers.ts).',
    block('/*', { ...BASE_SECURITY_HEADERS, 'Content-Security-Policy': pagePolicy }),
    // Both rules match here and their CSPs join into two policies; browsers enforce both, so the
    // sandbox wins.
    block('/policies/*', { 'Content-Security-Policy': DOCUMENT_FIXTURE_CSP }),
    // The browser must see a new build's worker on its next check: never a stale copy from a cache.
    block(SERVICE_WORKER_PATH, { 'Cache-Control': SERVICE_WORKER_CACHE_CONTROL }),
    // The manifest is data, not a page: the short policy too.
    block(WEB_APP_MANIFEST_PATH, { 'Content-Type': 'application/manifest+json; charset=utf-8', ...SHORT_POLICY }),
    // The seed's raster product photos (src/cli/product-photos.ts): a week in every cache; they only
    // change with PHOTO_RENDER_VERSION.
    block('/images/photos/*', { 'Cache-Control': PHOTO_CACHE_CONTROL }),
    // `! Name` drops the value of the /* rule: one policy, the short one, on files that are not pages.
    ...BUILD_ASSET_PATHS.map((path) => block(path, { ...SHORT_POLICY, '! Permissions-Policy': '' })),
    // One block per path: a second block of the same path replaces the first (wrangler's reading).
    ...[...new Set<string>([...STATIC_IMAGE_PATHS, ...SHELL_PICTURE_PATHS])].map((path) =>
      block(path, {
        ...SHORT_POLICY,
        ...((SHELL_PICTURE_PATHS as readonly string[]).includes(path) ? { 'Cache-Control': SHELL_PICTURE_CACHE_CONTROL } : {}),
      }),
    ),
    // The editor's page replaces the page policy (`! Name` drops the value of the /* rule) and is never indexed.
    ...(adminPolicy
      ? [ADMIN_PATH, `${ADMIN_PATH}.html`].map((path) =>
          block(path, { '! Content-Security-Policy': '', 'Content-Security-Policy': adminPolicy, 'X-Robots-Tag': 'noindex, nofollow' }),
        )
      : []),
  ].join('\n');
}
