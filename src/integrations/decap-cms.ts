/**
 * Astro integration: serves the content editor's bundle (Decap CMS, from node_modules/decap-cms)
 * from this site's own origin under /admin/decap/: copied into the build, answered by the dev
 * server. No CDN: the editor's CSP allows scripts from 'self' only.
 */
import { cpSync, existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { ADMIN_ASSETS_PATH } from '../server/security/headers.ts';

/** The prebuilt bundle and the chunks and WebAssembly files it loads on demand (no source maps). */
export function decapFiles(dir: string): string[] {
  return readdirSync(dir).filter((name) => /^(?:\d+\.)?decap-cms\.js$/.test(name) || name.endsWith('.wasm'));
}

function distDir(): string {
  const require = createRequire(import.meta.url);
  return join(dirname(require.resolve('decap-cms/package.json')), 'dist');
}

const TYPES: Record<string, string> = { '.js': 'text/javascript; charset=utf-8', '.wasm': 'application/wasm' };

export function decapCms(): AstroIntegration {
  return {
    name: 'decap-cms',
    hooks: {
      'astro:server:setup': ({ server }) => {
        const dir = distDir();
        const files = new Set(decapFiles(dir));
        server.middlewares.use((req, res, next) => {
          const path = (req.url ?? '').split('?')[0] ?? '';
          if (!path.startsWith(`${ADMIN_ASSETS_PATH}/`)) return next();
          const name = path.slice(ADMIN_ASSETS_PATH.length + 1);
          if (!files.has(name)) return next();
          res.setHeader('Content-Type', TYPES[name.slice(name.lastIndexOf('.'))] ?? 'application/octet-stream');
          res.end(readFileSync(join(dir, name)));
        });
      },
      'astro:build:done': ({ dir, logger }) => {
        const source = distDir();
        const target = join(fileURLToPath(dir), ADMIN_ASSETS_PATH);
        const files = decapFiles(source);
        if (!files.includes('decap-cms.js') || !existsSync(join(source, 'decap-cms.js'))) throw new Error('decap-cms/dist/decap-cms.js is missing');
        for (const name of files) cpSync(join(source, name), join(target, name));
        logger.info(`content editor: ${files.length} Decap CMS files in ${ADMIN_ASSETS_PATH}/`);
      },
    },
  };
}
