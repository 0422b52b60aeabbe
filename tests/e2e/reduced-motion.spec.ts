/**
 * Issue 11, accessibility: with prefers-reduced-motion: reduce nothing slides, spins or glides. The
 * carousels never move on their own (no autoplay) and jump instead of sliding, the gallery jumps to
 * the chosen image, and CSS animations and transitions stop.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { catalogSamples, productDetail } from './browse-helpers.ts';
import { MOBILE, pageAtRest, waitForIslands } from './support.ts';

/** The element's CSS animation duration, in ms. */
function animationMs(locator: Locator): Promise<number> {
  return locator.evaluate((element) => parseFloat(getComputedStyle(element).animationDuration) * 1000);
}

/** The carousel's Swiper would move the row by itself: autoplay configured or running. */
function autoplays(swiper: Locator): Promise<boolean> {
  return swiper.evaluate((element) => {
    const instance = (element as HTMLElement & { swiper?: { params?: { autoplay?: unknown }; autoplay?: { running?: boolean } } }).swiper;
    return Boolean(instance?.params?.autoplay) || instance?.autoplay?.running === true;
  });
}

/** The element's transform once nothing in it animates any more. */
async function settledTransform(locator: Locator, page: Page): Promise<string> {
  await expect.poll(() => locator.evaluate((element) => element.getAnimations({ subtree: true }).length)).toBe(0);
  await pageAtRest(page);
  return locator.evaluate((element) => getComputedStyle(element).transform);
}

test.describe('prefers-reduced-motion: reduce', () => {
  test.beforeEach(async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
  });

  test('carousels never move on their own and jump when moved', async ({ page }) => {
    await page.goto('/');
    await waitForIslands(page);
    const carousel = page.locator('.carousel[role="region"]').first();
    await carousel.scrollIntoViewIfNeeded();
    // Rendered at the edge, a row is HTML until the shopper's pointer comes over it (issue 12).
    await carousel.hover();
    await expect(carousel.locator('.swiper')).toHaveClass(/swiper-initialized/);
    const wrapper = carousel.locator('.swiper-wrapper');
    // No autoplay: left alone, the row stays where it is.
    expect(await autoplays(carousel.locator('.swiper'))).toBe(false);
    const before = await settledTransform(wrapper, page);

    await carousel.getByRole('button', { name: 'Next products' }).click();
    // The move is done at once: nothing is still animating on the next frame.
    await page.evaluate(() => new Promise(requestAnimationFrame));
    expect(await wrapper.evaluate((element) => getComputedStyle(element).transitionDuration)).toMatch(/^(0s|0ms|1e-05s)$/);
    const moved = await wrapper.evaluate((element) => getComputedStyle(element).transform);
    expect(moved).not.toBe(before);
    expect(await settledTransform(wrapper, page)).toBe(moved);
  });

  test('the product gallery jumps to the chosen image instead of gliding', async ({ page, request }) => {
    const detail = await productDetail(request, (await catalogSamples(request)).available.id);
    expect(detail.assets.length).toBeGreaterThan(1);
    await page.goto(`/product/${detail.id}`);
    const track = page.locator('.gallery__track');
    await expect(page.locator('#product-root')).toHaveAttribute('aria-busy', 'false');
    await page.getByRole('button', { name: `Show image 2 of ${detail.assets.length}` }).click();
    // A smooth scroll would still be on its way one frame later.
    const position = await track.evaluate(
      (element) => new Promise<number>((resolve) => requestAnimationFrame(() => resolve(element.scrollLeft / element.clientWidth))),
    );
    expect(position).toBeCloseTo(1, 2);
  });

  test('CSS animations and transitions stop: drawer, buttons, spinners', async ({ page }) => {
    await page.setViewportSize(MOBILE);
    await page.goto('/');
    await waitForIslands(page);
    const transition = await page
      .locator('.btn')
      .first()
      .evaluate((element) => getComputedStyle(element).transitionDuration);
    expect(parseFloat(transition)).toBeLessThan(0.001);
    await page.getByRole('button', { name: 'Menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeVisible();
    expect(await animationMs(drawer)).toBeLessThan(1);
    // A spinner that cannot turn smoothly stands still instead of flickering through its turn.
    const spinner = await page.evaluate(() => {
      const element = document.createElement('span');
      element.className = 'spinner';
      document.body.append(element);
      const style = getComputedStyle(element);
      return { duration: parseFloat(style.animationDuration), iterations: style.animationIterationCount };
    });
    expect(spinner.duration).toBeLessThan(0.001);
    expect(spinner.iterations).toBe('1');
  });

  test('without the preference the same drawer does slide in (the checks above can tell)', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await page.setViewportSize(MOBILE);
    await page.goto('/');
    await waitForIslands(page);
    await page.getByRole('button', { name: 'Menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeVisible();
    expect(await animationMs(drawer)).toBeGreaterThan(100);
  });
});
