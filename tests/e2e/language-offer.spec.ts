/**
 * Issue 26: a first visit to `/` from a browser that prefers another of the store's languages is
 * offered it in a small banner in that language: never a redirect, no JavaScript, nothing moved.
 * 'No thanks' remembers English and the offer does not come back.
 */
import { expect, test, type Page } from '@playwright/test';
import { blocking, describe as describeFindings, scan, settle } from './a11y-support.ts';
import { DESKTOP, LOOK, MOBILE, withWebFont } from './support.ts';

const offer = (page: Page) => page.locator('aside.language-offer');

interface Shifts {
  /** The CLS sum, without the input-driven shifts. */
  sum: number;
  /** What moved, when and how far: the failure message names it. */
  moved: string[];
}

/** The layout shifts the page has had so far. */
function layoutShift(page: Page): Promise<Shifts> {
  return page.evaluate(
    () =>
      new Promise<Shifts>((resolve) => {
        const shifts: Shifts = { sum: 0, moved: [] };
        type Source = { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly };
        const describe = (source: Source) => {
          const node = source.node instanceof Element ? source.node : source.node?.parentElement;
          const name = node
            ? `${node.tagName.toLowerCase()}${node.className && typeof node.className === 'string' ? `.${node.className.split(' ').join('.')}` : ''}`
            : '?';
          return `${name} y ${Math.round(source.previousRect.y)}→${Math.round(source.currentRect.y)} h ${Math.round(source.previousRect.height)}→${Math.round(source.currentRect.height)}`;
        };
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean; sources: Source[] })[]) {
            if (entry.hadRecentInput) continue;
            shifts.sum += entry.value;
            shifts.moved.push(`${Math.round(entry.startTime)} ms ${entry.value.toFixed(4)}: ${entry.sources.map(describe).join(', ')}`);
          }
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(shifts), 500);
      }),
  );
}

test.describe('a browser that prefers Traditional Chinese (zh-HK)', () => {
  test.use({ locale: 'zh-HK', extraHTTPHeaders: { 'Accept-Language': 'zh-HK,zh;q=0.9,en;q=0.8' } });

  test('is offered 繁體中文 on /, stays on /, and after No thanks is not offered it again', async ({ page, context }) => {
    const answer = await page.goto('/');
    expect(answer?.status()).toBe(200);
    expect(answer?.headers()['cache-control']).toBe('private, no-store');
    await expect(page).toHaveURL(/\/$/);
    await expect(offer(page)).toBeVisible();
    await expect(offer(page)).toHaveAttribute('lang', 'zh-Hant');
    await expect(offer(page).getByText('Reluxe 亦提供繁體中文版本。')).toBeVisible();
    await expect(offer(page).getByRole('link', { name: '轉用繁體中文' })).toHaveAttribute('href', '/language/zh-hant?from=%2F');
    // The page itself stays English.
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');

    await offer(page).getByRole('link', { name: '不用了' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(offer(page)).toHaveCount(0);
    expect((await context.cookies()).find((cookie) => cookie.name === 'shopper_lang')?.value).toBe('en');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(offer(page)).toHaveCount(0);
  });

  test('taking the offer remembers 繁體中文, and the offer is gone', async ({ page, context }) => {
    await page.goto('/');
    await offer(page).getByRole('link', { name: '轉用繁體中文' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect((await context.cookies()).find((cookie) => cookie.name === 'shopper_lang')?.value).toBe('zh-hant');
    await expect(offer(page)).toHaveCount(0);
    await page.goto('/');
    await expect(offer(page)).toHaveCount(0);
  });

  for (const [name, viewport] of [
    ['phone', MOBILE],
    ['desktop', DESKTOP],
  ] as const) {
    test(`on a ${name} the banner moves nothing, is axe clean and looks the part`, async ({ page }) => {
      // The scan and the web font take a while on a loaded machine.
      test.setTimeout(90_000);
      await page.setViewportSize(viewport);
      await page.goto('/');
      await expect(offer(page)).toBeVisible();
      const shifts = await layoutShift(page);
      expect(shifts.sum, shifts.moved.join('\n')).toBeLessThan(0.01);
      const box = await offer(page).boundingBox();
      expect(box?.y).toBe(0);
      expect(box?.width).toBe(viewport.width);
      // Nothing inside it runs past the screen's edge.
      const overflowing = await offer(page).evaluate(
        (banner) => [...banner.querySelectorAll('p, a')].filter((element) => element.getBoundingClientRect().right > window.innerWidth + 0.5).length,
      );
      expect(overflowing).toBe(0);
      await settle(page);
      const findings = blocking(await scan(page, `/ with the language offer (${name})`));
      expect(findings, describeFindings(findings)).toEqual([]);
      await withWebFont(page);
      await page.screenshot({ path: `/tmp/26a/language-offer-${viewport.width}.png`, ...LOOK });
    });
  }
});

test.describe('a browser that prefers British English (en-GB)', () => {
  test.use({ locale: 'en-GB', extraHTTPHeaders: { 'Accept-Language': 'en-GB,en;q=0.9' } });

  test('gets / without any offer', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(offer(page)).toHaveCount(0);
  });
});
