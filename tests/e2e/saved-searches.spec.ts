/**
 * Issue 14: saved searches and alert digests, end to end on the product as `npm start` serves it.
 * A saved search shows '1 new' after a matching piece is listed (through the store's local-only
 * POST /api/dev/d1) and nothing after it is opened; a guest's save goes through after login; rename and
 * delete; `npm run alerts` (the job entry; with the store running, the job runs in it) puts one digest
 * in the outbox and nothing on a second run; the digest's unsubscribe link turns alerts off without
 * logging in.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { OutboxMessage } from '../../src/lib/contract/users.ts';
import { createActiveAccount, linkIn, PASSWORD, submitLogin, uniqueEmail } from './accounts-helpers.ts';
import { activeShopper, signInAs } from './account-area-support.ts';
import { resultsReady } from './search-helpers.ts';
import { changeLocalDb, DESKTOP, MOBILE, waitForIslands } from './support.ts';

const run = promisify(execFile);
const ROOT = new URL('../../', import.meta.url).pathname;
const PORT = process.env.E2E_PORT ?? '8790';
/** The e2e server's local D1 (src/cli/e2e-server.ts). */
const STATE_DIR = process.env.STATE_DIR ?? `.wrangler/e2e-${PORT}`;
const BIN = `${ROOT}node_modules/.bin`;

// Each test makes its own shopper; `npm run alerts` starts a node process, which takes a while on a busy machine.
test.describe.configure({ timeout: 120_000 });

const tag = () =>
  `zq${Math.random()
    .toString(36)
    .replace(/[^a-z]/g, '')
    .slice(0, 8)}`;

/** Lists a piece now, as the back office would: the next id, its text indexed. */
async function listPiece(request: APIRequestContext, word: string, model = `Kelly ${word}`): Promise<void> {
  await changeLocalDb(
    request,
    `INSERT INTO inventories (id, brand_id, category_id, store_id, model, gender, color, condition, status, selling_price, created_at) ` +
      `SELECT MAX(id) + 1, (SELECT id FROM brands WHERE name = 'Hermès'), 1, (SELECT id FROM stores WHERE country_code = 'SG'), '${model}', 'W', 'black', 'Excellent', 1, 14500, unixepoch() FROM inventories`,
    `INSERT INTO inventory_details (inventory_id, description, assets) SELECT MAX(id), 'Togo leather, ${word}.', '[]' FROM inventories`,
  );
}

/** `npm run alerts` beside this running server: the job runs in it, links pointing at it. */
async function runAlerts(): Promise<string> {
  const { stdout } = await run(`${BIN}/node`, ['src/cli/alerts.ts'], {
    cwd: ROOT,
    env: { ...process.env, STATE_DIR, PORT, PATH: `${BIN}:${process.env.PATH ?? ''}` },
  });
  expect(stdout).toContain(`run by the store on 127.0.0.1:${PORT}`);
  return stdout;
}

async function outbox(request: APIRequestContext, to: string): Promise<OutboxMessage[]> {
  const answer = await request.get(`/api/dev/outbox?to=${encodeURIComponent(to)}`);
  return ((await answer.json()) as { data: OutboxMessage[] }).data;
}

async function saveFromSearch(page: Page, search: string, name?: string): Promise<void> {
  await page.goto(`/search?${search}`);
  await waitForIslands(page);
  await resultsReady(page);
  await page.getByRole('button', { name: 'Save search' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save this search' });
  if (name !== undefined) await dialog.getByLabel('Name').fill(name);
  // A toast from the previous save may still be on screen (toasts carry over a navigation), so the
  // save itself is checked on the wire and the newest toast on screen.
  const saved = page.waitForResponse((answer) => answer.url().includes('/v1/saved-searches') && answer.request().method() === 'POST');
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  expect((await saved).ok()).toBe(true);
  await expect(page.getByText('Search saved').last()).toBeVisible();
}

function savedRow(page: Page, name: string) {
  return page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: new RegExp(name) }) });
}

test("a saved search shows '1 new' after a matching piece is listed, and nothing after opening it", async ({ page, request }) => {
  const { auth } = await activeShopper(request, 'saved-new');
  await signInAs(page, auth);
  const word = tag();
  await saveFromSearch(page, `product=${word}&sort=price_asc&l=50&p=1`);

  await page.goto('/saved-searches');
  const row = savedRow(page, word);
  await expect(row.getByRole('heading', { name: word })).toBeVisible(); // the default name is the words searched
  await expect(row.getByText(`“${word}” · Sorted by price: low to high`)).toBeVisible();
  await expect(row.getByText(/\d+ new/)).toHaveCount(0);

  await listPiece(request, word);
  await page.reload();
  await expect(row.getByText('1 new', { exact: true })).toBeVisible();

  await row.getByRole('link', { name: word }).click();
  await expect(page).toHaveURL(new RegExp(`/search\\?product=${word}&sort=price_asc&l=50&p=1$`));
  await resultsReady(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Results for “${word}”`);
  await expect(page.getByText('1 item', { exact: true })).toBeVisible();

  await page.goto('/saved-searches');
  await expect(row.getByRole('heading', { name: word })).toBeVisible();
  await expect(row.getByText(/\d+ new/)).toHaveCount(0);
});

test("a guest's 'Save search' asks for login and saves right after it", async ({ page, request }) => {
  const email = uniqueEmail('saved-guest');
  await createActiveAccount(request, { email });
  await page.goto('/search?brand=Chanel&category=1&l=50&p=1');
  await waitForIslands(page);
  await resultsReady(page);
  await page.getByRole('button', { name: 'Save search' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save this search' });
  await expect(dialog.getByLabel('Name')).toHaveValue('Chanel');
  await dialog.getByLabel('Name').fill('Chanel bags');
  await dialog.getByRole('button', { name: 'Log in to save' }).click();
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
  await submitLogin(page, email, PASSWORD);
  await expect(page.getByText('Search saved')).toBeVisible();
  await expect(page).toHaveURL(/\/search\?brand=Chanel&category=1/);

  await page.getByRole('link', { name: 'View saved searches' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Saved searches' })).toBeVisible();
  await expect(savedRow(page, 'Chanel bags').getByText('Chanel · Bags')).toBeVisible();
});

test('rename and delete (with a confirmation)', async ({ page, request }) => {
  const { auth } = await activeShopper(request, 'saved-edit');
  await signInAs(page, auth);
  await saveFromSearch(page, 'deal=true&l=50&p=1');
  await page.goto('/saved-searches');

  await page.getByRole('button', { name: 'Rename Deal of the Day' }).click();
  await page.getByLabel('New name').fill('Daily deals');
  await page.getByRole('button', { name: 'Save name' }).click();
  await expect(page.getByRole('heading', { name: 'Daily deals' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Daily deals' })).toBeVisible();

  await page.getByRole('button', { name: 'Delete Daily deals' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete saved search' });
  await expect(confirm.getByText('Are you sure you want to delete “Daily deals”?')).toBeVisible();
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('heading', { name: 'Daily deals' })).toBeVisible();
  await page.getByRole('button', { name: 'Delete Daily deals' }).click();
  await page.getByRole('dialog', { name: 'Delete saved search' }).getByRole('button', { name: 'Yes, delete' }).click();
  await expect(page.getByRole('heading', { name: 'No saved searches yet' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'No saved searches yet' })).toBeVisible();
});

test('/saved-searches is guarded like /settings', async ({ page }) => {
  await page.goto('/saved-searches');
  await expect(page).toHaveURL(/\/access-denied\?re=%2Fsaved-searches$/);
});

test('`npm run alerts` mails one digest, nothing on a second run; its unsubscribe link turns alerts off without logging in', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const { email, auth } = await activeShopper(request, 'alerts');
  await signInAs(page, auth);
  const word = tag();
  await saveFromSearch(page, `product=${word}&l=50&p=1`, 'Kelly watch');
  await listPiece(request, word, `Kelly ${word}`);

  await runAlerts();
  const first = (await outbox(request, email)).filter((mail) => /alerts/.test(mail.subject));
  expect(first).toHaveLength(1);
  const [digest] = first;
  expect(digest?.text).toContain('1 new for “Kelly watch”');
  expect(digest?.text).toContain(`Hermès Kelly ${word}, S$14,500`);

  await runAlerts();
  expect((await outbox(request, email)).filter((mail) => /alerts/.test(mail.subject))).toHaveLength(1);

  // The link, opened in a browser that never logged in.
  const stranger = await browser.newContext();
  const linkPage = await stranger.newPage();
  await linkPage.goto(linkIn(digest as OutboxMessage, /\/alerts\/unsubscribe\?token=/));
  await linkPage.getByRole('button', { name: 'Turn off alert emails' }).click();
  await expect(linkPage.getByRole('heading', { name: 'Alerts are off' })).toBeVisible();
  await stranger.close();

  await page.goto('/settings');
  await expect(page.getByLabel('Alert emails')).toHaveValue('off');
});

test('a tampered unsubscribe link changes nothing and says so', async ({ page }) => {
  await page.goto('/alerts/unsubscribe?token=1.9999999999.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
  await waitForIslands(page);
  await page.getByRole('button', { name: 'Turn off alert emails' }).click();
  await expect(page.getByRole('heading', { name: 'We could not turn alerts off' })).toBeVisible();
  await expect(page.getByText(/not valid or has expired/)).toBeVisible();
});

test('the alert choice is saved from /settings', async ({ page, request }) => {
  const { auth } = await activeShopper(request, 'alerts-settings');
  await signInAs(page, auth);
  await page.goto('/settings');
  await expect(page.getByLabel('Alert emails')).toHaveValue('daily');
  await page.getByLabel('Alert emails').selectOption('weekly');
  await page.getByRole('button', { name: 'SAVE CHANGES' }).click();
  await expect(page.getByText('Data have been saved.')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Alert emails')).toHaveValue('weekly');
});

for (const [label, viewport] of [
  ['mobile', MOBILE],
  ['desktop', DESKTOP],
] as const) {
  // What the screenshots of this flow were looked at for, as checks: both saved searches listed, and
  // nothing wider than the screen (a long query or name must wrap, not push the page sideways).
  test(`saved searches fit the screen at ${label} width`, async ({ page, request }) => {
    await page.setViewportSize(viewport);
    const { auth } = await activeShopper(request, `saved-shot-${label}`);
    await signInAs(page, auth);
    await saveFromSearch(page, 'brand=Herm%C3%A8s&category=1&price_range=4&sort=price_desc&l=50&p=1', 'Hermès bags');
    await saveFromSearch(page, 'product=black%20bag&deal=true&l=50&p=1');
    await page.goto('/saved-searches');
    await expect(page.getByRole('heading', { name: 'Hermès bags' })).toBeVisible();
    await expect(page.getByRole('heading', { name: /black bag/i })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
}
