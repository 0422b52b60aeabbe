import { describe, expect, it } from 'vitest';
import { inlineScriptHashes } from '../../../src/integrations/security-headers.ts';
import {
  adminContentSecurityPolicy,
  BASE_SECURITY_HEADERS,
  BUILD_ASSET_PATHS,
  DOCUMENT_FIXTURE_CSP,
  NON_PAGE_CSP,
  originsFromList,
  pageContentSecurityPolicy,
  PHOTO_CACHE_CONTROL,
  STATIC_IMAGE_PATHS,
  staticHeadersFile,
  withSecurityHeaderValues,
} from '../../../src/server/security/headers.ts';
import { answers } from '../answers.ts';

const directives = (policy: string) =>
  new Map(
    policy.split(';').map((part) => {
      const [name = '', ...sources] = part.trim().split(/\s+/);
      return [name, sources] as const;
    }),
  );

describe('page Content-Security-Policy', () => {
  const cases = [
    {
      name: 'no social sign-in: scripts from this site and the build hashes only, no frames',
      options: { scriptHashes: ['b', 'a'], firebase: null, imageOrigins: [] },
      script: ["'self'", "'sha256-a'", "'sha256-b'"],
      connect: ["'self'"],
      frame: ["'none'"],
    },
    {
      name: 'Firebase in production: Google APIs, gapi, and the auth domain frame',
      options: { scriptHashes: ['a'], firebase: { authDomain: 'shop.example.com', emulatorOrigin: null }, imageOrigins: ['https://img.example'] },
      script: ["'self'", "'sha256-a'", 'https://apis.google.com'],
      connect: ["'self'", 'https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com'],
      frame: ['https://shop.example.com'],
    },
    {
      name: 'the local Auth emulator: only its origin, no Google host',
      options: { scriptHashes: [], firebase: { authDomain: 'demo-reluxe.firebaseapp.com', emulatorOrigin: 'http://127.0.0.1:9099' }, imageOrigins: [] },
      script: ["'self'", 'http://127.0.0.1:9099'],
      connect: ["'self'", 'http://127.0.0.1:9099'],
      frame: ['http://127.0.0.1:9099'],
    },
  ];
  it.each(cases)('$name', ({ options, script, connect, frame }) => {
    const policy = directives(pageContentSecurityPolicy(options));
    expect(policy.get('script-src')).toEqual(script);
    expect(policy.get('connect-src')).toEqual(connect);
    expect(policy.get('frame-src')).toEqual(frame);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'blob:', ...options.imageOrigins]);
    expect(policy.get('script-src')).not.toContain("'unsafe-inline'");
  });

  it('API answers and files load nothing and cannot be framed; test documents are sandboxed', () => {
    expect(directives(NON_PAGE_CSP).get('default-src')).toEqual(["'none'"]);
    expect(directives(NON_PAGE_CSP).get('frame-ancestors')).toEqual(["'none'"]);
    expect(directives(DOCUMENT_FIXTURE_CSP).has('sandbox')).toBe(true);
    expect(directives(DOCUMENT_FIXTURE_CSP).get('default-src')).toEqual(["'none'"]);
  });
});

describe('inlineScriptHashes', () => {
  answers(
    inlineScriptHashes,
    [
      ['<script>alert(1)</script>', ['bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI=']],
      ['<script is:inline type="module">alert(1)</script>', ['bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI=']],
      ['<script src="/a.js"></script>', []],
      ['<script type="application/ld+json">{"a":1}</script><script type="application/json" id="x">{}</script>', []],
      ['<SCRIPT>\nx\n</SCRIPT>', ['0j+bQHb1Xx5lDFk/gPRR8glNxZzORwwGPrIq6mPkyzk=']],
      // A shell script's placeholder (first-screen-styles.ts) is a data block: no hash of nothing.
      ['<script type="text/plain" data-rest="/_astro/ShellIslands.astro_astro_type_script_index_0_lang.A.js"></script>', []],
      ['<script type="text/javascript">alert(1)</script>', ['bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI=']],
    ],
    '%s',
  );
});

describe('headers', () => {
  it('adds every security header a response lacks and keeps a page CSP it already has', () => {
    const page = withSecurityHeaderValues(new Headers({ 'Content-Security-Policy': "default-src 'self'" }), NON_PAGE_CSP);
    expect(page.get('Content-Security-Policy')).toBe("default-src 'self'");
    const api = withSecurityHeaderValues(new Headers({ 'Content-Type': 'application/json' }), NON_PAGE_CSP);
    expect(api.get('Content-Security-Policy')).toBe(NON_PAGE_CSP);
    for (const [name, value] of Object.entries(BASE_SECURITY_HEADERS)) expect(api.get(name)).toBe(value);
    expect(api.get('Strict-Transport-Security')).toBe('max-age=31536000; includeSubDomains');
  });

  it('the static _headers file gives every path the headers and sandboxes the test documents', () => {
    const file = staticHeadersFile("default-src 'self'");
    expect(file).toMatch(/^\/\*\n( {2}.+\n)+/m);
    for (const name of Object.keys(BASE_SECURITY_HEADERS)) expect(file).toContain(`  ${name}: `);
    expect(file).toContain(`/policies/*\n  Content-Security-Policy: ${DOCUMENT_FIXTURE_CSP}`);
    expect(file).toContain(`/images/photos/*\n  Cache-Control: ${PHOTO_CACHE_CONTROL}`);
    // The shell's pictures are cached a day, not revalidated on every page (issue 37, item 2), and keep
    // the short policy: one block per path, since a second block of a path replaces the first.
    const blocks = file.split('\n\n').map((block) => block.trim());
    for (const path of ['/favicon.svg', '/flags/*', '/images/badges/*', '/icons/*']) {
      const block = blocks.find((one) => one.startsWith(`${path}\n`)) ?? '';
      expect(block).toContain('\n  Cache-Control: public, max-age=86400, stale-while-revalidate=604800');
      expect(block).toContain(`\n  Content-Security-Policy: ${NON_PAGE_CSP}`);
    }
    const paths = blocks.filter((block) => !block.startsWith('#')).map((block) => block.split('\n')[0]);
    expect(paths).toEqual([...new Set(paths)]);
  });

  it("files that are not pages carry the policy that allows nothing, not the page's (issue 22)", () => {
    const file = staticHeadersFile("default-src 'self'; script-src 'self' 'sha256-a'");
    const blockOf = (path: string) => (file.slice(file.indexOf(`\n${path}\n`) + 1).split('\n\n')[0] ?? '').trimEnd();
    for (const path of BUILD_ASSET_PATHS) {
      expect(blockOf(path)).toBe(`${path}\n  ! Content-Security-Policy\n  Content-Security-Policy: ${NON_PAGE_CSP}\n  ! Permissions-Policy`);
    }
    // (The shell's pictures add their Cache-Control below the policy.)
    for (const path of STATIC_IMAGE_PATHS)
      expect(blockOf(path).replace(/\n {2}Cache-Control: .*$/, '')).toBe(`${path}\n  ! Content-Security-Policy\n  Content-Security-Policy: ${NON_PAGE_CSP}`);
    expect(STATIC_IMAGE_PATHS).toEqual(expect.arrayContaining(['/favicon.svg', '/icons/*']));
    expect(blockOf('/manifest.webmanifest')).toContain(`\n  ! Content-Security-Policy\n  Content-Security-Policy: ${NON_PAGE_CSP}`);
    // Pages keep the page policy and every base header.
    expect(file).toContain('/*\n  Strict-Transport-Security');
    expect(blockOf('/*')).toContain("Content-Security-Policy: default-src 'self'; script-src 'self' 'sha256-a'");
  });

  it('the service worker script is revalidated on every check, the manifest has its type (issue 13)', () => {
    const file = staticHeadersFile("default-src 'self'");
    expect(file).toContain('/sw.js\n  Cache-Control: no-cache\n');
    expect(file).toContain('/manifest.webmanifest\n  Content-Type: application/manifest+json; charset=utf-8\n');
  });

  it("the page CSP lets this site's worker and manifest in, and nothing else more (issue 13)", () => {
    const policy = directives(pageContentSecurityPolicy({ scriptHashes: [], firebase: null, imageOrigins: [] }));
    expect(policy.get('worker-src')).toEqual(["'self'"]);
    expect(policy.get('manifest-src')).toEqual(["'self'"]);
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('connect-src')).toEqual(["'self'"]);
    expect(policy.get('script-src')).toEqual(["'self'"]);
  });

  answers(
    originsFromList,
    [
      ['https://img.example.com/path, http://cdn.example:8080', ['https://img.example.com', 'http://cdn.example:8080']],
      ['javascript:alert(1), not a url, ', []],
      [undefined, []],
    ],
    'originsFromList(%s)',
  );
});

describe('the content editor (/admin) has a policy of its own', () => {
  const admin = adminContentSecurityPolicy({ scriptHashes: ['h'], localBackendOrigin: null });
  const page = pageContentSecurityPolicy({ scriptHashes: ['a'], firebase: null, imageOrigins: [] });

  it('allows what Decap CMS needs there: eval, blob: images, GitHub API; still no framing, no plugins', () => {
    const d = directives(admin);
    expect(d.get('script-src')).toEqual(["'self'", "'unsafe-eval'", "'sha256-h'"]);
    expect(d.get('img-src')).toContain('blob:');
    expect(d.get('connect-src')).toEqual(["'self'", 'blob:', 'https://api.github.com']);
    expect(d.get('frame-ancestors')).toEqual(["'none'"]);
    expect(d.get('object-src')).toEqual(["'none'"]);
    expect(d.get('script-src')).not.toContain("'unsafe-inline'");
  });

  it('the local proxy only when a local build names it', () => {
    const local = adminContentSecurityPolicy({ scriptHashes: [], localBackendOrigin: 'http://127.0.0.1:8795' });
    expect(directives(local).get('connect-src')).toContain('http://127.0.0.1:8795');
    expect(admin).not.toContain('127.0.0.1');
  });

  it('product photos from a proxied backend (PUBLIC_IMAGE_ORIGINS) show in the collection preview', () => {
    const proxied = adminContentSecurityPolicy({ scriptHashes: [], localBackendOrigin: null, imageOrigins: ['https://img.backend.example'] });
    expect(directives(proxied).get('img-src')).toContain('https://img.backend.example');
    expect(directives(admin).get('img-src')).not.toContain('https://img.backend.example');
    expect(directives(proxied).get('connect-src')).toEqual(["'self'", 'blob:', 'https://api.github.com']);
  });

  it('the storefront pages keep theirs: no eval, no GitHub', () => {
    expect(page).not.toContain('unsafe-eval');
    expect(page).not.toContain('github');
  });

  it('_headers: /admin drops the page policy, sets its own and noindex; nothing else changes', () => {
    const without = staticHeadersFile(page);
    const file = staticHeadersFile(page, admin);
    expect(file.startsWith(without)).toBe(true);
    const adminBlock = file.slice(without.length);
    for (const path of ['/admin', '/admin.html'])
      expect(adminBlock).toContain(`${path}\n  ! Content-Security-Policy\n  Content-Security-Policy: ${admin}\n  X-Robots-Tag: noindex, nofollow\n`);
    expect(without).not.toContain('/admin');
  });
});
