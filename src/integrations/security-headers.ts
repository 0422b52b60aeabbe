/**
 * Astro integration: after the build, hashes every inline script the pages carry and writes the
 * static site's _headers (all security headers, the page CSP with those hashes) plus the page policy
 * for the functions (src/server/security). Firebase, image hosts and a field Web Vitals collector elsewhere come from the build's settings.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { emulatorOrigin, firebaseClientConfig } from '../lib/firebase/config.ts';
import { vitalsCollectorOrigin, vitalsEndpointFrom } from '../lib/web-vitals/sampling.ts';
import {
  ADMIN_PATH,
  adminContentSecurityPolicy,
  originsFromList,
  PAGE_POLICY_ASSET,
  pageContentSecurityPolicy,
  staticHeadersFile,
} from '../server/security/headers.ts';

/**
 * HTML that is not a storefront page: the marketing test documents (sandboxed, never run) and the
 * content editor, whose page has a policy of its own (nothing of it reaches the storefront's).
 */
const NOT_PAGES = ['policies/'];
const ADMIN_PAGE = `${ADMIN_PATH.slice(1)}.html`;

/** The origin of the local editing proxy a local build points the editor at (PUBLIC_CMS_LOCAL_BACKEND). */
export function localBackendOrigin(env: NodeJS.ProcessEnv): string | null {
  const raw = env.PUBLIC_CMS_LOCAL_BACKEND?.trim();
  if (!raw) return null;
  const url = new URL(raw);
  if (!['127.0.0.1', 'localhost'].includes(url.hostname)) throw new Error(`PUBLIC_CMS_LOCAL_BACKEND must be on this machine: ${raw}`);
  return url.origin;
}

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
// Data blocks (any type but a JavaScript one: JSON, the shell scripts' placeholders of
// first-screen-styles.ts) are not run, so CSP does not govern them.
const SCRIPT_TYPE = /\btype\s*=\s*["']?([^"'\s>]*)/i;
const RUN_TYPES = new Set(['', 'module', 'text/javascript', 'application/javascript']);

function isDataBlock(attributes: string): boolean {
  const type = SCRIPT_TYPE.exec(attributes)?.[1];
  return type !== undefined && !RUN_TYPES.has(type.toLowerCase());
}

/** Every built page (`*.html`) under `dir`. */
export function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** sha256 (base64) of each inline script's text, exactly as the browser hashes it. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(INLINE_SCRIPT)) {
    const [, attributes = '', body = ''] = match;
    if (/\bsrc\s*=/i.test(attributes) || isDataBlock(attributes)) continue;
    hashes.push(createHash('sha256').update(body, 'utf8').digest('base64'));
  }
  return hashes;
}

export function securityHeaders(): AstroIntegration {
  return {
    name: 'security-headers',
    hooks: {
      'astro:build:done': ({ dir, logger }) => {
        const out = fileURLToPath(dir);
        const hashes = new Set<string>();
        let adminPolicy: string | undefined;
        for (const file of htmlFiles(out)) {
          const path = relative(out, file);
          if (path === ADMIN_PAGE) {
            const adminHashes = inlineScriptHashes(readFileSync(file, 'utf8'));
            adminPolicy = adminContentSecurityPolicy({
              scriptHashes: adminHashes,
              localBackendOrigin: localBackendOrigin(process.env),
              imageOrigins: originsFromList(process.env.PUBLIC_IMAGE_ORIGINS),
            });
            continue;
          }
          if (NOT_PAGES.some((folder) => path.startsWith(folder))) continue;
          for (const hash of inlineScriptHashes(readFileSync(file, 'utf8'))) hashes.add(hash);
        }
        const firebase = firebaseClientConfig(process.env);
        const policy = pageContentSecurityPolicy({
          scriptHashes: [...hashes],
          firebase: firebase && { authDomain: firebase.authDomain, emulatorOrigin: firebase.emulatorHost ? emulatorOrigin(firebase.emulatorHost) : null },
          imageOrigins: originsFromList(process.env.PUBLIC_IMAGE_ORIGINS),
          vitalsOrigin: vitalsCollectorOrigin(vitalsEndpointFrom(process.env.PUBLIC_VITALS_ENDPOINT)),
        });
        writeFileSync(join(out, '_headers'), staticHeadersFile(policy, adminPolicy));
        const policyFile = join(out, PAGE_POLICY_ASSET);
        mkdirSync(dirname(policyFile), { recursive: true });
        writeFileSync(policyFile, `${policy}\n`);
        logger.info(`security headers: ${hashes.size} inline script hashes in the page CSP`);
      },
    },
  };
}
