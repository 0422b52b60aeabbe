import { expect, test, type Page, type Request } from '@playwright/test';
import { pageAtRest, seedAuthRecord, waitForIslands, wakeIslandOf } from './support.ts';
import { productCard } from '../product-card.ts';
import { AUTOCOMPLETE_DELAY_MS } from '../../src/lib/config/storefront.ts';
import { catalog, expectSamePage, markPage, registeredShopper, resultsReady } from './search-helpers.ts';

const PLACEHOLDER = 'Search keywords, eg. black bag';

async function seedRecent(page: Page, recentSearches: string[], popularSearches: string[] = []): Promise<void> {
  await page.addInitScript((value) => {
    if (!sessionStorage.getItem('seeded-search')) {
      localStorage.setItem('searchHistory', value);
      sessionStorage.setItem('seeded-search', '1');
    }
  }, JSON.stringify({ recentSearches, popularSearches }));
}

function box(page: Page) {
  return page.getByRole('banner').getByRole('combobox', { name: 'Search products' });
}

function group(page: Page, name: string) {
  return page.getByRole('listbox', { name: 'Search suggestions' }).getByRole('group', { name });
}

function storedRecent(page: Page): Promise<string[]> {
  return page.evaluate(() => (JSON.parse(localStorage.getItem('searchHistory') ?? '{}') as { recentSearches?: string[] }).recentSearches ?? []);
}

function isSearchTerms(request: Request): boolean {
  return new URL(request.url()).pathname === '/api/v1/search-terms';
}

test.describe('search box suggestions', () => {
  test('focus shows up to 3 recent searches; guests never ask for popular searches', async ({ page }) => {
    const termRequests: string[] = [];
    page.on('request', (request) => {
      if (isSearchTerms(request)) termRequests.push(request.url());
    });
    await seedRecent(page, ['black bag', 'kelly 28', 'lady dior', 'birkin 30'], ['stale popular']);
    await page.goto('/faq');
    await waitForIslands(page);

    const input = box(page);
    await expect(input).toHaveAttribute('placeholder', PLACEHOLDER);
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await input.focus();
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    await expect(group(page, 'RECENT SEARCHES').getByRole('option')).toHaveText(['black bag', 'kelly 28', 'lady dior']);
    await pageAtRest(page);
    expect(termRequests).toStrictEqual([]);
  });

  test('typing filters recent searches and lists catalog matches after the delay, one request per pause', async ({ page, request }) => {
    const lookups: string[] = [];
    page.on('request', (req) => {
      const url = new URL(req.url());
      if (url.pathname === '/api/v2/inventories') lookups.push(url.searchParams.get('product') ?? '');
    });
    await seedRecent(page, ['black bag', 'kelly 28', 'black wallet']);
    await page.goto('/about-us');
    await waitForIslands(page);
    const input = box(page);
    await input.focus();
    // When each text was typed, by the page's own clock: a busy machine can stretch a 40 ms gap.
    await input.evaluate((element: HTMLInputElement) => {
      const typed: [number, string][] = [];
      Object.assign(window, { typed });
      element.addEventListener('input', () => typed.push([performance.now(), element.value]));
    });
    await input.pressSequentially('black', { delay: 40 });
    const expected = await catalog(request, 'product=black&l=5&p=1&currency=SGD');
    const products = group(page, 'PRODUCTS').getByRole('option');
    await expect(products).toHaveCount(Math.min(5, expected.data.length));
    await expect(products.first()).toContainText(expected.data[0]?.model ?? '');
    await expect(group(page, 'RECENT SEARCHES').getByRole('option')).toHaveText(['black bag', 'black wallet']);
    // One request per pause: a text replaced by the next key within the 300 ms delay is never
    // looked up, and the final text is looked up once, last.
    const typed = await page.evaluate(() => (window as unknown as { typed: [number, string][] }).typed);
    expect(typed.map(([, text]) => text)).toStrictEqual(['b', 'bl', 'bla', 'blac', 'black']);
    const paused = typed.filter(([at], index) => index === typed.length - 1 || (typed[index + 1]?.[0] ?? 0) - at >= AUTOCOMPLETE_DELAY_MS);
    const quick = typed.filter((entry) => !paused.includes(entry)).map(([, text]) => text);
    expect(lookups.filter((text) => quick.includes(text))).toStrictEqual([]);
    expect(lookups.at(-1)).toBe('black');
    expect(lookups.filter((text) => text === 'black')).toHaveLength(1);
  });

  test('only the latest lookup renders: a slow older answer is dropped', async ({ page }) => {
    const card = (id: number, model: string) => productCard({ id, brand: 'Test House', model });
    let oldAnswered: () => void = () => undefined;
    const oldAnswer = new Promise<void>((resolve) => {
      oldAnswered = resolve;
    });
    await page.route('**/api/v2/inventories?*', async (route) => {
      const product = new URL(route.request().url()).searchParams.get('product');
      if (product === 'ke') {
        await new Promise((resolve) => setTimeout(resolve, 1500));
        await route.fulfill({ json: { data: [card(1, 'Old Answer')], total_count: 1 } }).catch(() => undefined);
        oldAnswered();
      } else {
        await route.fulfill({ json: { data: [card(2, 'New Answer')], total_count: 1 } });
      }
    });
    await page.goto('/faq');
    await waitForIslands(page);
    const input = box(page);
    const keAsked = page.waitForRequest((req) => new URL(req.url()).searchParams.get('product') === 'ke');
    await input.fill('ke');
    await keAsked; // the 'ke' lookup is now in flight
    await input.fill('kelly');
    await expect(group(page, 'PRODUCTS').getByRole('option')).toHaveText(['Test House New Answer']);
    await oldAnswer;
    await pageAtRest(page);
    await expect(page.getByRole('option', { name: /Old Answer/ })).toHaveCount(0);
  });

  test('keyboard: down/up move the active option, Enter searches it, Escape closes', async ({ page }) => {
    await seedRecent(page, ['kelly', 'birkin', 'lady dior']);
    await page.goto('/faq');
    await waitForIslands(page);
    const input = box(page);
    await input.focus();
    const options = group(page, 'RECENT SEARCHES').getByRole('option');
    await expect(options).toHaveCount(3);

    await input.press('ArrowDown');
    await expect(options.nth(0)).toHaveAttribute('aria-selected', 'true');
    await expect(input).toHaveAttribute('aria-activedescendant', (await options.nth(0).getAttribute('id')) ?? 'missing');
    await input.press('ArrowDown');
    await input.press('ArrowDown');
    await input.press('ArrowUp');
    await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
    await expect(options.nth(0)).toHaveAttribute('aria-selected', 'false');

    await input.press('Escape');
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await expect(input).not.toHaveAttribute('aria-activedescendant', /.+/);

    await input.press('ArrowDown');
    await input.press('ArrowDown');
    await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
    await input.press('Enter');
    await page.waitForURL('**/search?product=birkin&l=50&p=1');
    await expect(box(page)).toHaveValue('birkin');
    expect(await storedRecent(page)).toStrictEqual(['birkin', 'kelly', 'lady dior']);
  });

  test('a signed-in shopper sees up to 5 popular searches from the server', async ({ page, request }) => {
    await seedAuthRecord(page, await registeredShopper(request));
    await seedRecent(page, ['kelly']);
    const terms = page.waitForResponse((res) => isSearchTerms(res.request()));
    await page.goto('/faq');
    await waitForIslands(page);
    await box(page).focus();
    const answer = (await (await terms).json()) as { data: { term: string }[] };
    const expected = answer.data
      .map((t) => t.term)
      .filter((t) => t.toLowerCase() !== 'kelly')
      .slice(0, 5);
    expect(expected.length).toBeGreaterThan(0);
    await expect(group(page, 'RECENT SEARCHES').getByRole('option')).toHaveText(['kelly']);
    await expect(group(page, 'POPULAR SEARCHES').getByRole('option')).toHaveText(expected);
    await group(page, 'POPULAR SEARCHES').getByRole('option').first().click();
    await page.waitForURL(`**/search?product=${encodeURIComponent(expected[0] ?? '').replace(/%20/g, '+')}&l=50&p=1`);
  });

  test("a failed popular-search fetch is logged as 'Fetch products' and the box still works", async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    // A signed-in record; the failing answer is the server's, so the token is never checked.
    await seedAuthRecord(page, {
      token: null,
      uuid: crypto.randomUUID(),
      authenticator: { id: 41, email: 'amelia@example.com' },
      user: { id: 41, email: 'amelia@example.com', full_name: 'Amelia Tan', currency: 'SGD', mobile: null, phone_code: null },
    });
    await page.route('**/api/v1/search-terms', (route) => route.fulfill({ status: 503, json: { error: { type: 'UNAVAILABLE', message: 'down' } } }));
    await seedRecent(page, ['kelly']);
    await page.goto('/faq');
    await waitForIslands(page);
    await box(page).focus();
    await expect.poll(() => errors.some((e) => e.includes('Fetch products'))).toBe(true);
    await expect(group(page, 'RECENT SEARCHES').getByRole('option')).toHaveText(['kelly']);
    await expect(group(page, 'POPULAR SEARCHES')).toHaveCount(0);
  });
});

test.describe('search box Enter', () => {
  test('Enter saves the text (newest first, no duplicates) and opens /search with product, l=50, p=1', async ({ page }) => {
    await seedRecent(page, ['kelly', 'black bag']);
    await page.goto('/faq');
    await waitForIslands(page);
    await box(page).fill('  black   bag ');
    await box(page).press('Enter');
    await page.waitForURL('**/search?product=black+bag&l=50&p=1');
    await resultsReady(page);
    await expect(box(page)).toHaveValue('black bag');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Results for “black bag”');
    // A search made before the box woke is saved when the box wakes on the next page (at idle).
    await expect.poll(() => storedRecent(page)).toStrictEqual(['black bag', 'kelly']);
  });

  test('Enter on empty text searches without product and saves nothing', async ({ page }) => {
    await page.goto('/faq');
    await waitForIslands(page);
    await box(page).focus();
    await box(page).press('Enter');
    await page.waitForURL((url) => url.pathname === '/search' && url.search === '?l=50&p=1');
    await resultsReady(page);
    expect(await storedRecent(page)).toStrictEqual([]);
  });

  test('on /search the box shows the query, Enter searches in place, and leaving /search clears it', async ({ page }) => {
    await page.goto('/search?product=kelly&l=50&p=1');
    await waitForIslands(page);
    await resultsReady(page);
    await expect(box(page)).toHaveValue('kelly');
    await markPage(page);
    // In place needs the awake box (before it wakes, Enter is a plain form submit: see early-input.spec).
    await wakeIslandOf(box(page));
    await box(page).fill('birkin');
    await box(page).press('Enter');
    await expect(page).toHaveURL(/\/search\?product=birkin&l=50&p=1$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Results for “birkin”');
    await expectSamePage(page);
    await page.goBack();
    await expect(box(page)).toHaveValue('kelly');
    await page.getByRole('banner').getByRole('link', { name: 'About Us' }).click();
    await page.waitForURL('**/about-us');
    await waitForIslands(page);
    await expect(box(page)).toHaveValue('');
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the box is a plain GET form to /search with product, l=50, p=1', async ({ page }) => {
    await page.goto('/faq');
    const input = page.getByRole('banner').getByPlaceholder(PLACEHOLDER);
    await input.fill('black bag');
    await input.press('Enter');
    await page.waitForURL('**/search?product=black+bag&l=50&p=1');
  });
});
