/**
 * JavaScript shipped per page on first load: every script the page fetches until the network is
 * idle (module entry, islands hydrated on load/idle/visible-in-viewport, their imports), raw and gzip.
 * The same measure backs the e2e budget (tests/e2e/first-load-budget.spec.ts).
 */
import { gzipSync } from 'node:zlib';
import { chromium, type Page } from 'playwright';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './browser.ts';

export interface BenchContext {
  baseUrl: string;
  /** Paths to measure; a product page is discovered from the catalog when available. */
  pages: string[];
}

export interface FirstLoadScripts {
  /** Script files fetched. */
  scripts: number;
  /** Their bytes plus the page's inline scripts, uncompressed. */
  rawBytes: number;
  /** The same, each file gzipped on its own (level 9), as a server would send it. */
  gzipBytes: number;
}

/** Loads `url` in a fresh page and measures the JavaScript it takes without the shopper doing anything. */
export async function measureFirstLoadScripts(page: Page, url: string): Promise<FirstLoadScripts> {
  const bodies: Promise<Buffer | null>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') bodies.push(response.body().catch(() => null));
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  // Let requestIdleCallback-hydrated islands load their code.
  await page.waitForTimeout(1500);
  await page.waitForLoadState('networkidle');
  const inline = await page.evaluate(() =>
    [...document.querySelectorAll('script:not([src])')]
      .filter((s) => !s.getAttribute('type') || s.getAttribute('type') === 'module' || s.getAttribute('type') === 'text/javascript')
      .map((s) => s.textContent ?? '')
      .join('\n'),
  );
  const files = (await Promise.all(bodies)).filter((b): b is Buffer => b !== null);
  const all = Buffer.concat([...files, Buffer.from(inline)]);
  return {
    scripts: files.length,
    rawBytes: all.length,
    gzipBytes: files.reduce((sum, b) => sum + gzipSync(b, { level: 9 }).length, 0) + (inline ? gzipSync(inline, { level: 9 }).length : 0),
  };
}

const PHONE_USER_AGENT = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/139.0.0.0 Mobile Safari/537.36';

/**
 * Makes the page a phone to the server as well as in size: user agent and the Sec-CH-UA-Mobile hint
 * (Chromium sends the hint from this metadata, never from a user agent string alone), as
 * Lighthouse's mobile preset does. The edge serves a phone the home page as built.
 */
async function asPhone(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setUserAgentOverride', {
    userAgent: PHONE_USER_AGENT,
    userAgentMetadata: { platform: 'Android', platformVersion: '14', architecture: '', model: 'Pixel 8', mobile: true },
  });
}

export async function run(ctx: BenchContext): Promise<Record<string, unknown>[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  const rows: Record<string, unknown>[] = [];
  try {
    for (const [label, viewport] of [
      ['mobile', { width: 375, height: 812 }],
      ['desktop', { width: 1440, height: 900 }],
    ] as const) {
      for (const path of ctx.pages) {
        const context = await browser.newContext({ viewport });
        const page = await context.newPage();
        if (label === 'mobile') await asPhone(page);
        const measured = await measureFirstLoadScripts(page, `${ctx.baseUrl}${path}`);
        rows.push({ viewport: label, page: path, scripts: measured.scripts, 'raw bytes': measured.rawBytes, 'gzip bytes': measured.gzipBytes });
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
  return rows;
}

export interface ScriptTransfer {
  scripts: number;
  /** Headers and body as sent (compressed), Lighthouse's 'JS transfer bytes'. */
  transferBytes: number;
  /** Each script's path and transfer bytes, largest first. */
  files: { path: string; bytes: number }[];
}

/**
 * Every script a page fetches until `afterLoadMs` past its load event and a quiet network (issue 22:
 * what loads when the page is idle counts too), in bytes on the wire as Lighthouse counts them.
 */
export async function measureScriptTransfer(page: Page, url: string, afterLoadMs: number): Promise<ScriptTransfer> {
  const sizes: Promise<{ path: string; bytes: number } | null>[] = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() !== 'script') return;
    sizes.push(
      request
        .sizes()
        .then((size) => ({ path: new URL(request.url()).pathname, bytes: size.responseHeadersSize + size.responseBodySize }))
        .catch(() => null),
    );
  });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForTimeout(afterLoadMs);
  await page.waitForLoadState('networkidle');
  const files = (await Promise.all(sizes)).filter((file): file is { path: string; bytes: number } => file !== null).sort((a, b) => b.bytes - a.bytes);
  return { scripts: files.length, transferBytes: files.reduce((sum, file) => sum + file.bytes, 0), files };
}
