/**
 * Bindings and variables the built-in API and the Pages Functions read.
 * wrangler.toml holds the production values; the local commands (npm start, npm run dev, tests)
 * add the development ones as bindings of their own (src/cli/local-env.ts), never in wrangler.toml.
 */
import type { MobileAppVars } from '../lib/config/mobile-apps.ts';

export interface Env extends MobileAppVars {
  DB: D1Database;
  /** Static assets of the Pages project (the pre-rendered site). */
  ASSETS: Fetcher;
  /** development | test | uat | production; absent means production. */
  ENVIRONMENT?: string;
  /** Public origin of the store (https://www.example.com): mail links and absolute redirects. */
  SITE_URL?: string;
  /** When set, /api/* is proxied there instead of served by the built-in API. */
  API_ORIGIN?: string;
  /** Firebase project id used to verify ID tokens (audience and issuer). */
  FIREBASE_PROJECT_ID?: string;
  /** host:port of the Firebase Auth emulator; honoured only for local development on loopback. */
  FIREBASE_AUTH_EMULATOR_HOST?: string;
  /** The content editor's GitHub OAuth app (secrets; src/server/cms/oauth.ts). Unset: /admin sign-in is off. */
  GITHUB_OAUTH_CLIENT_ID?: string;
  GITHUB_OAUTH_CLIENT_SECRET?: string;
  /** How long an isolate trusts the catalog version it read, in ms (default 1000; src/server/public-reads). */
  CATALOG_VERSION_MEMO_MS?: string;
  /**
   * Secret (wrangler secret put): the HMAC key of the alert digests' unsubscribe links (src/server/alerts).
   * The Pages project checks the links, the alerts Worker signs them: both need the same value.
   */
  ALERTS_SIGNING_SECRET?: string;
  /** 'cloudflare': images from a proxied backend are resized by Cloudflare (src/lib/catalog/image-sources.ts); unset: off. */
  PUBLIC_IMAGE_RESIZING?: string;
}

/** Environments whose conveniences (outbox, emulator tokens) may be used from this machine. */
const LOCAL_ENVIRONMENTS = new Set(['development', 'test']);

export function isProduction(env: Pick<Env, 'ENVIRONMENT'>): boolean {
  return (env.ENVIRONMENT ?? 'production') === 'production';
}

function isLoopbackHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  return host === 'localhost' || host === '::1' || /^127(\.\d{1,3}){3}$/.test(host);
}

/**
 * A request made on this machine: the URL names a loopback host and, where the runtime reports the
 * client address (CF-Connecting-IP), that is loopback too. On Cloudflare the URL's host is the
 * store's domain, so no deployed request passes.
 */
export function isLoopbackRequest(request: Request): boolean {
  if (!isLoopbackHost(new URL(request.url).hostname)) return false;
  const client = request.headers.get('CF-Connecting-IP');
  return client === null || isLoopbackHost(client);
}

/**
 * Development conveniences (the mail outbox, unsigned Auth emulator tokens) need both the local
 * setting and a request from this machine: a deploy that somehow carried ENVIRONMENT=development
 * still refuses them.
 */
export function allowsLocalConveniences(env: Pick<Env, 'ENVIRONMENT'>, request: Request): boolean {
  return LOCAL_ENVIRONMENTS.has(env.ENVIRONMENT ?? '') && isLoopbackRequest(request);
}

/**
 * The store's public origin for mail links and absolute redirects: SITE_URL, never the Host header.
 * Local development on loopback may use the request's own origin. Null means not configured.
 */
export function siteOrigin(env: Pick<Env, 'ENVIRONMENT' | 'SITE_URL'>, request: Request): string | null {
  const configured = env.SITE_URL?.trim();
  if (configured) {
    try {
      const url = new URL(configured);
      if (url.protocol === 'https:' || url.protocol === 'http:') return url.origin;
    } catch {
      // falls through: a malformed SITE_URL counts as unset
    }
    console.error('SITE_URL is not an http(s) URL:', configured);
  }
  return allowsLocalConveniences(env, request) ? new URL(request.url).origin : null;
}

/**
 * The origin for public, non-secret absolute addresses (sitemap, robots, canonical links, policy
 * addresses): SITE_URL when set, else the origin the request came to. Mail links use siteOrigin.
 */
export function publicOrigin(env: Pick<Env, 'ENVIRONMENT' | 'SITE_URL'>, request: Request): string {
  return siteOrigin(env, request) ?? new URL(request.url).origin;
}
