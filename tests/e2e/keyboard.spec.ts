/**
 * Issue 11, accessibility: the storefront works with the keyboard alone. Every test moves with
 * Tab / Shift+Tab / Enter / Space / arrows / Escape only (no clicks), checks that each stop shows a
 * focus ring, and that focus goes back to the opener when a dialog or popup closes.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { AMELIA, demoAuth, signInAs } from './account-area-support.ts';
import { createActiveAccount, PASSWORD, uniqueEmail } from './accounts-helpers.ts';
import { catalogSamples, productDetail } from './browse-helpers.ts';
import { MOBILE, wakeIslandOf, waitForIslands } from './support.ts';

type Auth = Awaited<ReturnType<typeof demoAuth>>;
let amelia: Auth;

test.beforeAll(async ({ request, baseURL }) => {
  amelia = await demoAuth(request, baseURL ?? '', AMELIA);
});

// Journeys of dozens of key presses, each stop checked, on shared machines.
test.describe.configure({ timeout: 60_000 });

/** Enter on the focused opener shows the dialog, and focus moves into it (not left on the page behind). */
async function openWithEnter(page: Page, dialog: Locator): Promise<void> {
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
}

/** Escape hides the dialog and focus returns to the control that opened it. */
async function closeWithEscape(page: Page, dialog: Locator, opener: Locator): Promise<void> {
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
}

/** Tab reaches the opener (within 80 presses); Enter opens the dialog and Escape closes it back to the opener. */
async function tabOpenAndClose(page: Page, opener: Locator, dialog: Locator): Promise<void> {
  await pressUntilFocused(page, 'Tab', opener, 80);
  await openWithEnter(page, dialog);
  await closeWithEscape(page, dialog, opener);
}

/** What is wrong with the focused element's focus indicator (2 px outline or a ring shadow), or '' when it shows one. */
async function focusProblem(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return 'nothing has focus';
    const name = `${element.tagName.toLowerCase()}${element.className && typeof element.className === 'string' ? `.${element.className.split(' ').join('.')}` : ''} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}"`;
    // :focus-visible rings (outline) and the form fields' :focus ring (box-shadow) both count.
    const style = getComputedStyle(element);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2;
    const shadow = style.boxShadow !== 'none';
    if (!outline && !shadow) return `${name} shows no focus ring`;
    const box = element.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return `${name} is focused but not rendered`;
    return '';
  });
}

async function expectFocusRing(page: Page): Promise<void> {
  expect(await focusProblem(page)).toBe('');
}

/** Presses `key` until `target` has focus, checking the focus ring at every stop on the way. */
async function pressUntilFocused(page: Page, key: 'Tab' | 'Shift+Tab', target: Locator, max = 60): Promise<void> {
  for (let step = 0; step < max; step += 1) {
    await page.keyboard.press(key);
    await expectFocusRing(page);
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`${String(target)} not reached with ${key} in ${max} presses`);
}

async function startAtTop(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForIslands(page);
  // Keyboard journeys start from the top of the document, as after a page load.
  await page.locator('body').evaluate((body) => body.focus());
}

test.describe('sign-in dialogs by keyboard', () => {
  test('LOG IN: Tab to the button, Enter, type, Enter signs in; Escape returns focus to LOG IN', async ({ page, request }) => {
    const email = uniqueEmail('keyboard');
    await createActiveAccount(request, { email });
    await startAtTop(page, '/');
    // The skip link comes first and moves focus to the content.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
    await expectFocusRing(page);

    const logIn = page.getByRole('button', { name: 'LOG IN', exact: true });
    await pressUntilFocused(page, 'Tab', logIn);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Log in' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Email')).toBeFocused();
    await closeWithEscape(page, dialog, logIn);

    await page.keyboard.press('Enter');
    await expect(dialog.getByLabel('Email')).toBeFocused();
    await page.keyboard.type(email);
    await page.keyboard.press('Tab');
    await expect(dialog.getByLabel('Password')).toBeFocused();
    await page.keyboard.type(PASSWORD);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: /Olivia Marchetti/ })).toBeVisible();
  });

  test('Forgot password and Register are reachable from the login dialog; Shift+Tab walks back', async ({ page }) => {
    await startAtTop(page, '/');
    const logIn = page.getByRole('button', { name: 'LOG IN', exact: true });
    await pressUntilFocused(page, 'Tab', logIn);
    await page.keyboard.press('Enter');
    const login = page.getByRole('dialog', { name: 'Log in' });
    await expect(login.getByLabel('Email')).toBeFocused();
    await pressUntilFocused(page, 'Tab', login.getByRole('button', { name: 'Forgot password?' }));
    await pressUntilFocused(page, 'Shift+Tab', login.getByLabel('Email'));
    await pressUntilFocused(page, 'Tab', login.getByRole('button', { name: 'Sign up' }));
    const register = page.getByRole('dialog', { name: 'Register' });
    await openWithEnter(page, register);
    await pressUntilFocused(page, 'Tab', register.getByRole('link', { name: 'Continue with Email' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/register/);
  });

  test('register page: every field filled and submitted with the keyboard', async ({ page }) => {
    await startAtTop(page, '/register');
    const fullName = page.getByLabel('Full name');
    await pressUntilFocused(page, 'Tab', fullName);
    await page.keyboard.type('Keyboard Shopper');
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Email')).toBeFocused();
    await page.keyboard.type(uniqueEmail('keyboard-register'));
    await pressUntilFocused(page, 'Tab', page.getByRole('textbox', { name: 'Mobile' }));
    await page.keyboard.type('91234567');
    await pressUntilFocused(page, 'Tab', page.getByLabel('Password', { exact: true }));
    await page.keyboard.type(PASSWORD);
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Confirm password')).toBeFocused();
    await page.keyboard.type(PASSWORD);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status')).toContainText('Check your email');
  });

  test('phone: the menu opens with Enter, closes with Escape, and focus returns to Menu', async ({ page }) => {
    await page.setViewportSize(MOBILE);
    await startAtTop(page, '/');
    const menuButton = page.getByRole('button', { name: 'Menu' });
    await pressUntilFocused(page, 'Tab', menuButton);
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await openWithEnter(page, menu);
    await pressUntilFocused(page, 'Tab', menu.getByRole('link', { name: 'FAQ' }));
    await closeWithEscape(page, menu, menuButton);
  });
});

test.describe('search by keyboard', () => {
  test('combobox: type, arrows through suggestions, Escape closes then clears, Enter opens the product', async ({ page }) => {
    await startAtTop(page, '/');
    const box = page.getByRole('combobox', { name: 'Search products' });
    await pressUntilFocused(page, 'Tab', box);
    await page.keyboard.type('bag');
    const listbox = page.getByRole('listbox', { name: 'Search suggestions' });
    const firstProduct = listbox.getByRole('group').last().getByRole('option').first();
    await expect(firstProduct).toBeVisible();
    await expect(box).toHaveAttribute('aria-expanded', 'true');

    await page.keyboard.press('ArrowDown');
    const options = listbox.getByRole('option');
    const first = await options.first().getAttribute('id');
    await expect(box).toHaveAttribute('aria-activedescendant', first ?? '');
    await expect(options.first()).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowUp');
    // Up from the first option wraps to the last (or leaves the list): either way the first is no longer active.
    await expect(options.first()).toHaveAttribute('aria-selected', 'false');

    await page.keyboard.press('Escape');
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await expect(box).toHaveValue('bag');
    await page.keyboard.press('Escape');
    await expect(box).toHaveValue('');

    await page.keyboard.type('bag');
    await expect(firstProduct).toBeVisible();
    const productName = (await firstProduct.textContent())?.trim() ?? '';
    // Move down until the first product suggestion is the active option.
    const firstProductId = await firstProduct.getAttribute('id');
    for (let step = 0; step < 12; step += 1) {
      await page.keyboard.press('ArrowDown');
      if ((await box.getAttribute('aria-activedescendant')) === firstProductId) break;
    }
    await expect(box).toHaveAttribute('aria-activedescendant', firstProductId ?? '');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/product[-/]\d+/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(productName.split(' ').slice(-1)[0] ?? '');
  });

  test('Enter searches and remembers the term in RECENT SEARCHES', async ({ page }) => {
    await startAtTop(page, '/');
    const box = page.getByRole('combobox', { name: 'Search products' });
    await pressUntilFocused(page, 'Tab', box);
    await page.keyboard.type('keyboard tote');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/search\?product=keyboard\+tote/, { waitUntil: 'load' });
    await waitForIslands(page);
    const again = page.getByRole('combobox', { name: 'Search products' });
    await pressUntilFocused(page, 'Tab', again);
    // Focus woke the box; arrow keys move through its list once it is awake (only presses, clicks
    // and submitted searches are kept from before: src/lib/navigation/early-input.ts).
    await wakeIslandOf(again);
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('listbox', { name: 'Search suggestions' }).getByRole('option', { name: 'keyboard tote' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  test('filters: Space ticks a facet, Enter folds a facet, pages move with Enter', async ({ page }) => {
    await startAtTop(page, '/search?product=bag&l=50&p=1');
    await expect(page.getByRole('region', { name: 'Results' })).toHaveAttribute('data-status', 'done');
    const filters = page.getByRole('complementary', { name: 'Filters' });
    const deal = filters.getByRole('checkbox', { name: 'Deal of the Day' });
    await pressUntilFocused(page, 'Tab', deal);
    await page.keyboard.press('Space');
    await expect(page).toHaveURL(/deal=true/);
    await expect(deal).toBeChecked();

    const category = filters.locator('summary', { hasText: 'Category' });
    await pressUntilFocused(page, 'Tab', category);
    await page.keyboard.press('Enter');
    await expect(filters.locator('details[data-facet="category"]')).not.toHaveAttribute('open', '');
    await page.keyboard.press('Enter');
    await expect(filters.locator('details[data-facet="category"]')).toHaveAttribute('open', '');

    const firstCategory = filters.locator('details[data-facet="category"]').getByRole('checkbox').first();
    await pressUntilFocused(page, 'Tab', firstCategory);
    await page.keyboard.press('Space');
    await expect(page).toHaveURL(/category=/);
    await expect(firstCategory).toBeChecked();
  });

  test('phone: the filter panel opens, ticks and applies by keyboard; focus returns to Filters', async ({ page }) => {
    await page.setViewportSize(MOBILE);
    await startAtTop(page, '/search?product=bag&l=50&p=1');
    await expect(page.getByRole('region', { name: 'Results' })).toHaveAttribute('data-status', 'done');
    const opener = page.getByRole('button', { name: 'Filters' }).first();
    await pressUntilFocused(page, 'Tab', opener);
    await page.keyboard.press('Enter');
    const panel = page.getByRole('dialog', { name: 'Filters' });
    await expect(panel).toBeVisible();
    const deal = panel.getByRole('checkbox', { name: 'Deal of the Day' });
    await pressUntilFocused(page, 'Tab', deal);
    await page.keyboard.press('Space');
    await expect(deal).toBeChecked();
    await pressUntilFocused(page, 'Tab', panel.getByRole('button', { name: /^Apply/ }), 120);
    await page.keyboard.press('Enter');
    await expect(panel).toBeHidden();
    await expect(page).toHaveURL(/deal=true/);
    await expect(opener).toBeFocused();
  });
});

test.describe('browsing by keyboard', () => {
  test('carousel: Tab walks the cards and each focused card is in view; the arrow moves the row', async ({ page }) => {
    await startAtTop(page, '/');
    const carousel = page.locator('.carousel[role="region"]').first();
    const viewAll = page
      .locator('.home-group')
      .first()
      .getByRole('link', { name: /View all/i });
    await pressUntilFocused(page, 'Tab', viewAll, 80);
    // Past the five cards in view: the row follows focus, so the focused card is never hidden. Each
    // card is two stops: its link, then its heart (issue 14).
    for (let stop = 0; stop < 16; stop += 1) {
      await page.keyboard.press('Tab');
      // The first card brings the row on screen, and Swiper takes it over.
      if (stop === 0) await expect(carousel.locator('.swiper')).toHaveClass(/swiper-initialized/);
      const viewport = await carousel.locator('.swiper').boundingBox();
      if (!viewport) throw new Error('carousel not laid out');
      await expectFocusRing(page);
      const focused = page.locator(':focus');
      if (stop % 2 === 0) await expect(focused).toHaveClass(/product-card__link/);
      else await expect(focused).toHaveAccessibleName(/^(Add to|Remove from) favourites$/);
      await expect
        .poll(async () => {
          const box = await focused.boundingBox();
          return box !== null && box.x >= viewport.x - 1 && box.x + box.width <= viewport.x + viewport.width + 1;
        })
        .toBe(true);
    }

    // Past the cards come the arrows: the row has moved, so 'Previous products' shows and moves it back.
    const prev = carousel.getByRole('button', { name: 'Previous products' });
    await pressUntilFocused(page, 'Tab', prev, 20);
    const wrapper = carousel.locator('.swiper-wrapper');
    const before = await wrapper.evaluate((el) => getComputedStyle(el).transform);
    await page.keyboard.press('Enter');
    await expect.poll(() => wrapper.evaluate((el) => getComputedStyle(el).transform)).not.toBe(before);
  });

  test('product gallery: thumbnails with Enter, zoom with Enter, arrows page, Escape returns focus', async ({ page, request }) => {
    const samples = await catalogSamples(request);
    const detail = await productDetail(request, samples.available.id);
    expect(detail.assets.length).toBeGreaterThan(1);
    await startAtTop(page, `/product/${detail.id}`);
    const count = detail.assets.length;
    const second = page.getByRole('button', { name: `Show image 2 of ${count}` });
    await pressUntilFocused(page, 'Tab', second, 80);
    await page.keyboard.press('Enter');
    await expect(second).toHaveAttribute('aria-current', 'true');
    await expect.poll(() => page.locator('.gallery__track').evaluate((el) => Math.round(el.scrollLeft / el.clientWidth))).toBe(1);

    const zoomSecond = page.getByRole('button', { name: `Zoom image 2 of ${count}` });
    await pressUntilFocused(page, 'Shift+Tab', zoomSecond, 20);
    await page.keyboard.press('Enter');
    const zoom = page.getByRole('dialog', { name: 'Zoomed image' });
    await expect(zoom).toBeVisible();
    await expect(zoom.getByRole('img')).toHaveAttribute('src', detail.assets[1]?.large_url ?? '');
    await page.keyboard.press('ArrowRight');
    await expect(zoom.getByRole('img')).toHaveAttribute('src', detail.assets[2 % count]?.large_url ?? '');
    await closeWithEscape(page, zoom, zoomSecond);
  });

  test('store location popup: Enter opens, a currency is chosen with the keyboard, Escape returns focus', async ({ page }) => {
    await startAtTop(page, '/');
    const button = page.getByRole('button', { name: /Store location/ });
    await pressUntilFocused(page, 'Tab', button);
    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const currency = page.getByLabel('Currency', { exact: true });
    await pressUntilFocused(page, 'Tab', currency);
    await expect(currency.locator('option', { hasText: 'USD' })).toBeAttached();
    await currency.selectOption('USD');
    await expect(button).toContainText('USD');
    await page.keyboard.press('Escape');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toBeFocused();
  });

  test('Buy opens the download dialog; Escape closes it and focus returns to Buy', async ({ page, request }) => {
    const samples = await catalogSamples(request);
    await startAtTop(page, `/product/${samples.available.id}`);
    await tabOpenAndClose(page, page.getByRole('button', { name: 'Buy', exact: true }), page.getByRole('dialog', { name: 'Download our app' }));
  });
});

test.describe('account area by keyboard', () => {
  test('account menu: Enter opens, Escape closes back to the trigger, a link is followed with Enter', async ({ page }) => {
    await signInAs(page, amelia);
    await startAtTop(page, '/');
    const trigger = page.getByRole('button', { name: /Amelia/ });
    await pressUntilFocused(page, 'Tab', trigger);
    await page.keyboard.press('Enter');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const settings = page.getByRole('link', { name: 'Settings' });
    await pressUntilFocused(page, 'Tab', settings, 5);
    await page.keyboard.press('Escape');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(trigger).toBeFocused();
    await page.keyboard.press('Enter');
    await pressUntilFocused(page, 'Tab', page.getByRole('link', { name: 'Profile' }), 5);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/profile\/0$/);
  });

  test('tabs and pages: Tab to a tab, Enter opens it, the pager moves with Enter', async ({ page }) => {
    await signInAs(page, amelia);
    await startAtTop(page, '/profile/0');
    const tabs = page.getByRole('navigation', { name: 'My account' });
    await pressUntilFocused(page, 'Tab', tabs.getByRole('link', { name: 'My Purchases' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/profile\/2$/);
    await waitForIslands(page);
    const pager = page.getByRole('navigation', { name: 'Purchases pages' });
    await expect(pager).toBeVisible();
    await pressUntilFocused(page, 'Tab', pager.getByRole('link', { name: 'Page 2' }), 80);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/profile\/2\?p=2$/);
    await expect(page.locator('#account-content article')).toHaveCount(3);
  });

  test('settings: the delete confirmation opens with Enter and Escape returns focus to its button', async ({ page }) => {
    await signInAs(page, amelia);
    await startAtTop(page, '/settings');
    await tabOpenAndClose(page, page.getByRole('button', { name: 'DELETE ACCOUNT' }), page.getByRole('dialog', { name: 'Delete account' }));
  });
});

test.describe('phone sign-in dialog (full screen, non-modal)', () => {
  test('Tab and Shift+Tab stay inside the dialog; Escape closes it back to the menu button', async ({ page }) => {
    await page.setViewportSize(MOBILE);
    await startAtTop(page, '/');
    const menuButton = page.getByRole('button', { name: 'Menu' });
    await pressUntilFocused(page, 'Tab', menuButton);
    // Focus woke the menu's island; Enter once it is awake, so the Tabs below cannot run ahead of a
    // held press (the drawer would then give focus back to wherever they had got to).
    await wakeIslandOf(menuButton);
    await page.keyboard.press('Enter');
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await pressUntilFocused(page, 'Tab', menu.getByRole('button', { name: 'LOG IN' }));
    await page.keyboard.press('Enter');
    const login = page.getByRole('dialog', { name: 'Log in' });
    await expect(login.getByLabel('Email')).toBeFocused();
    // Past its last control focus may go to the browser's own controls (the document then has no
    // focused element), as from a modal dialog, but never to the page hidden under the dialog.
    const where = () =>
      login.evaluate((dialog) => (dialog.contains(document.activeElement) ? 'dialog' : document.activeElement === document.body ? 'browser' : 'page'));
    for (const key of ['Tab', 'Shift+Tab'] as const) {
      const seen = new Set<string>();
      for (let step = 0; step < 16; step += 1) {
        await page.keyboard.press(key);
        const at = await where();
        seen.add(at);
        expect(at, `${key} ×${step + 1} reached the page behind the dialog`).not.toBe('page');
        if (at === 'dialog') await expectFocusRing(page);
      }
      // Sixteen presses go round the dialog's controls and come back into it.
      expect(seen.has('dialog')).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(login).toBeHidden();
    // The drawer closed when LOG IN opened the dialog: focus lands on what is left, the Menu button.
    await expect(menuButton).toBeFocused();
  });
});

test.describe('focus is never hidden (WCAG 2.4.11)', () => {
  for (const [label, viewport] of [
    ['1440', { width: 1440, height: 900 }],
    ['375', MOBILE],
  ] as const) {
    test(`at ${label} px, Shift+Tab back up a long page never puts focus under the sticky top bar`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await startAtTop(page, '/faq');
      for (let step = 0; step < 30; step += 1) await page.keyboard.press('Tab');
      for (let step = 0; step < 20; step += 1) {
        await page.keyboard.press('Shift+Tab');
        const hidden = await page.evaluate(() => {
          const element = document.activeElement;
          const bar = document.querySelector('header.topbar');
          if (!element || !bar || bar.contains(element)) return '';
          const box = element.getBoundingClientRect();
          return box.bottom <= bar.getBoundingClientRect().bottom ? `${element.tagName} "${element.textContent?.trim().slice(0, 30)}" under the top bar` : '';
        });
        expect(hidden).toBe('');
      }
    });
  }
});
