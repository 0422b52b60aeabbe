/**
 * Issue 35: every redirect the store sends, fuzzed on its target. The language switch
 * (functions/language/[locale].ts) with any `from` and any Referer, the app links with any id and goto,
 * the activation link with any token: the Location a browser follows always stays on this site.
 */
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { onRequestGet as languageChoice } from '../../../functions/language/[locale].ts';
import { appLinkResponse } from '../../../src/server/applinks/handler.ts';
import type { Env } from '../../../src/server/env.ts';
import { deployedEnv, staticSite } from '../browse/middleware-chain.ts';
import { call } from '../client.ts';
import { FUZZ_SEED, NASTY_SEGMENTS } from './arbitraries.ts';
import { pagesContext } from './pages-context.ts';

const ORIGIN = 'https://shop.example';
const NOT_FOUND_HTML = '<!doctype html><html><head><title>Page not found | Reluxe</title></head><body><h1>Page not found</h1></body></html>';
const deployed = deployedEnv(staticSite({ pages: { '/404': NOT_FOUND_HTML }, shell: '', notFound: NOT_FOUND_HTML }));
const LOCALE_CODES = ['en', 'zh-hans', 'zh-hant', 'ms'];

/** The pieces of the vectors, in any order: separators, dots, encodings, locale prefixes. */
const PIECES = [
  '/',
  '//',
  '\\',
  '.',
  '..',
  './',
  '../',
  '%2F',
  '%2f',
  '%5C',
  '%5c',
  '%252F',
  '%2e',
  '%2e%2e',
  '%09',
  '\t',
  ':',
  'https:',
  '@',
  '?',
  '#',
  'evil.example',
  'ms',
  'zh-hans',
  'zh-hant',
  '.html',
  'search',
  'about-us',
];
const piece = fc.oneof({ arbitrary: fc.constantFrom(...PIECES), weight: 5 }, { arbitrary: fc.constantFrom(...NASTY_SEGMENTS), weight: 1 });
const target = fc
  .tuple(fc.constantFrom('/', '/ms/', '/zh-hans/', '/zh-hant/', '', '\\', '%2F'), fc.array(piece, { maxLength: 8 }))
  .map(([first, parts]) => first + parts.join(''));

/** The Location as every browser reads it from a page of ours: the same origin, never a path a browser takes for a host. */
function expectSameSite(location: string | null, label: string): void {
  expect(location, label).not.toBeNull();
  const value = location ?? '';
  expect(value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\'), label).toBe(true);
  const resolved = new URL(value, `${ORIGIN}/ms/about-us`);
  expect(resolved.origin, label).toBe(ORIGIN);
  expect(resolved.pathname.startsWith('//'), label).toBe(false);
  let decoded = value;
  for (let i = 0; i < 4; i += 1) decoded = decoded.replace(/%([0-7][0-9a-f])/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  const again = new URL(decoded.replace(/\\/g, '/'), `${ORIGIN}/`);
  expect(again.origin, label).toBe(ORIGIN);
  expect(again.pathname.startsWith('//'), label).toBe(false);
}

async function chooseLanguage(code: string, search: string, referer: string | null): Promise<Response> {
  const ctx = createExecutionContext();
  const request = new Request(`${ORIGIN}/language/${code}${search}`, { headers: referer === null ? {} : { Referer: referer } });
  const context = pagesContext(request, deployed, ctx, { functionPath: '/language/[locale]', params: { locale: code } });
  try {
    return await languageChoice(context as Parameters<typeof languageChoice>[0]);
  } finally {
    await waitOnExecutionContext(ctx);
  }
}

describe('fuzz: redirect targets (fixed seed, bounded)', () => {
  it('GET /language/{locale}?from=<target> answers 303 to a page of this site', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...LOCALE_CODES), target, fc.boolean(), async (code, from, encode) => {
        const search = `?from=${encode ? encodeURIComponent(from) : from.replace(/[#&]/g, encodeURIComponent)}`;
        const response = await chooseLanguage(code, search, null);
        const label = JSON.stringify({ code, search });
        expect(response.status, label).toBe(303);
        expectSameSite(response.headers.get('Location'), label);
      }),
      { numRuns: 400, seed: FUZZ_SEED },
    );
  }, 30_000);

  it('GET /language/{locale} with a Referer of this origin and any path answers 303 to a page of this site', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...LOCALE_CODES), target, async (code, path) => {
        const referer = `${ORIGIN}${path.startsWith('/') ? '' : '/'}${path.replace(/[^\x21-\x7e]|#/gu, encodeURIComponent)}`;
        const response = await chooseLanguage(code, '', referer);
        const label = JSON.stringify({ code, referer });
        expect(response.status, label).toBe(303);
        expectSameSite(response.headers.get('Location'), label);
      }),
      { numRuns: 300, seed: FUZZ_SEED },
    );
  }, 30_000);

  it('/applinks/{id}?goto=<target> answers a configured store, the app or a page of this site', async () => {
    const stores = new Set([deployed.PUBLIC_ANDROID_STORE_URL, deployed.PUBLIC_IOS_STORE_URL].filter(Boolean));
    await fc.assert(
      fc.property(
        target,
        target,
        fc.constantFrom('Mozilla/5.0 (X11; Linux x86_64)', 'Mozilla/5.0 (Linux; Android 14)', 'Mozilla/5.0 (iPhone)'),
        (id, goto, ua) => {
          const response = appLinkResponse(
            new Request(`${ORIGIN}/applinks/x?goto=${encodeURIComponent(goto)}`, { headers: { 'User-Agent': ua } }),
            id,
            deployed as unknown as Env,
          );
          const location = response.headers.get('Location') ?? '';
          const label = JSON.stringify({ id, goto, ua });
          if (stores.has(location) || location.startsWith('intent://')) return;
          expectSameSite(location, label);
        },
      ),
      { numRuns: 300, seed: FUZZ_SEED },
    );
  });

  it('the activation link answers 302 to a page of this site whatever its token', async () => {
    await fc.assert(
      fc.asyncProperty(target, async (token) => {
        const response = await call(`/v1/users/activate?token=${encodeURIComponent(token)}`, { headers: { Cookie: 'shopper_lang=ms' } });
        const label = JSON.stringify({ token });
        expect(response.status, label).toBe(302);
        const location = response.headers.get('Location') ?? '';
        // Absolute on SITE_URL when it is set, else a path.
        expectSameSite(location.startsWith('http') ? new URL(location).pathname + new URL(location).search : location, label);
      }),
      { numRuns: 40, seed: FUZZ_SEED },
    );
  }, 30_000);
});
