/**
 * Issue 14: the alert digest job (src/server/alerts/digest-job.ts), as the alerts Worker and
 * `npm run alerts` run it, on D1 with the local mail outbox: at most one digest per shopper per day,
 * per their choice (daily, weekly, off); twice sends nothing twice; production without its
 * configuration sends nothing and says so.
 */
import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { runAlertDigests, type AlertJobEnv } from '../../../src/server/alerts/digest-job.ts';
import { verifyUnsubscribeToken } from '../../../src/server/alerts/unsubscribe-token.ts';
import type { MailMessage } from '../../../src/server/accounts/mail/mail-port.ts';
import { listOutbox } from '../../../src/server/accounts/mail/outbox-mailer.ts';
import { seedTestCatalog } from '../catalog/fixture.ts';
import { listPiece, listSaved, newShopper, saveSearch, searchWord, send } from '../saved-searches/helpers.ts';

const DAY_MS = 86_400_000;
const SITE = 'https://shop.example';
const JOB_ENV: AlertJobEnv = { DB: env.DB, ENVIRONMENT: 'test', SITE_URL: SITE, ALERTS_SIGNING_SECRET: env.ALERTS_SIGNING_SECRET };
const quiet = { log: vi.fn(), error: vi.fn() };
const word = searchWord;

beforeAll(async () => {
  await seedTestCatalog(200);
});

async function mailsTo(email: string) {
  return listOutbox(env.DB, email);
}

/** A shopper following one search, with one new matching piece listed after saving. */
async function shopperWithNews(label: string) {
  const shopper = await newShopper(label);
  const tag = word();
  const saved = await saveSearch(shopper.token, { product: tag }, `My ${label}`);
  const pieceId = await listPiece({ brand: 'Hermès', model: `Birkin ${tag}`, description: tag, price: 12_000 });
  return { ...shopper, tag, saved, pieceId };
}

const run = (now: number, extra: Partial<AlertJobEnv> = {}) => runAlertDigests({ ...JOB_ENV, ...extra }, { now, log: quiet });

describe('the digest', () => {
  it('tells new matches of a saved search in one mail, with working links, then nothing on a second run', async () => {
    const now = Date.now();
    const shopper = await shopperWithNews('digest');
    const first = await run(now);
    expect(first.status).toBe('ran');
    const mails = await mailsTo(shopper.email);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail?.subject).toBe('Your Reluxe alerts: what changed');
    expect(mail?.text).toContain('1 new for “My digest”');
    expect(mail?.text).toContain(`Hermès Birkin ${shopper.tag}, S$12,000: ${SITE}/product-${shopper.pieceId}/`);
    expect(mail?.text).toContain(`${SITE}/search?product=${shopper.tag}&l=50&p=1`);
    expect(mail?.html).toContain('Turn off these alerts');
    const unsubscribe = mail?.links.find((link) => link.startsWith(`${SITE}/alerts/unsubscribe?token=`));
    expect(unsubscribe).toBeDefined();
    const token = new URL(unsubscribe ?? '').searchParams.get('token') ?? '';
    expect(await verifyUnsubscribeToken(env.ALERTS_SIGNING_SECRET ?? '', token, Math.floor(now / 1000))).toStrictEqual({ ok: true, userId: shopper.id });

    await run(now + 1000);
    await run(now + 2 * 3600_000);
    expect(await mailsTo(shopper.email)).toHaveLength(1);
  });

  it('is not sent twice the same day even with news, and the next day tells only what is new since', async () => {
    const now = Date.now();
    const shopper = await shopperWithNews('sameday');
    await run(now);
    await listPiece({ description: shopper.tag, model: 'Second piece' });
    await run(now + 60_000);
    expect(await mailsTo(shopper.email)).toHaveLength(1);

    await run(now + DAY_MS);
    const mails = await mailsTo(shopper.email);
    expect(mails).toHaveLength(2);
    expect(mails[0]?.text).toContain('1 new for “My sameday”');
    expect(mails[0]?.text).toContain('Second piece');
    expect(mails[0]?.text).not.toContain(`Birkin ${shopper.tag}`);

    await run(now + 2 * DAY_MS); // nothing new
    expect(await mailsTo(shopper.email)).toHaveLength(2);
  });

  it('skips what the shopper already saw on the site (they opened the search)', async () => {
    const now = Date.now();
    const shopper = await shopperWithNews('opened');
    await send(`/v1/saved-searches/${shopper.saved.id}/seen`, { method: 'POST', token: shopper.token });
    await run(now);
    expect(await mailsTo(shopper.email)).toHaveLength(0);
  });

  it('weekly: the next digest waits 7 days', async () => {
    const now = Date.now();
    const shopper = await shopperWithNews('weekly');
    await send('/v1/users/me', { method: 'PATCH', token: shopper.token, json: { alerts: 'weekly' } });
    await run(now);
    expect((await mailsTo(shopper.email))[0]?.text).toContain('weekly digest');
    await listPiece({ description: shopper.tag });
    await run(now + DAY_MS);
    await run(now + 6 * DAY_MS);
    expect(await mailsTo(shopper.email)).toHaveLength(1);
    await run(now + 7 * DAY_MS);
    expect(await mailsTo(shopper.email)).toHaveLength(2);
  });

  it('off: nothing, ever', async () => {
    const shopper = await shopperWithNews('off');
    await send('/v1/users/me', { method: 'PATCH', token: shopper.token, json: { alerts: 'off' } });
    await run(Date.now());
    await run(Date.now() + 8 * DAY_MS);
    expect(await mailsTo(shopper.email)).toHaveLength(0);
  });

  it('a failed send is tried again on the next run, and told once when it goes through', async () => {
    const now = Date.now();
    const shopper = await shopperWithNews('retry');
    const failing = {
      send: vi.fn(async (_message: MailMessage) => {
        throw new Error('provider down');
      }),
    };
    const failed = await runAlertDigests(JOB_ENV, { now, log: quiet, mailer: failing });
    expect(failed.failed).toBeGreaterThanOrEqual(1);
    expect(failing.send.mock.calls.some(([message]) => message.to === shopper.email)).toBe(true);
    expect(await mailsTo(shopper.email)).toHaveLength(0);
    await run(now + 60_000);
    expect(await mailsTo(shopper.email)).toHaveLength(1);
    await run(now + 120_000);
    expect(await mailsTo(shopper.email)).toHaveLength(1);
  });

  it('two runs at once send one digest', async () => {
    const now = Date.now();
    const shopper = await shopperWithNews('parallel');
    await Promise.all([run(now), run(now)]);
    expect(await mailsTo(shopper.email)).toHaveLength(1);
  });

  it('leaves the list’s count alone: the shopper still sees what is new on the site', async () => {
    const shopper = await shopperWithNews('count');
    await run(Date.now());
    expect((await listSaved(shopper.token))[0]?.new_count).toBe(1);
  });
});

describe('favourites in the digest (favourites: migration 0042)', () => {
  it('tells a price drop below the saved price and a sale once each; a later drop only below the price told', async () => {
    const now = Date.now();
    const shopper = await newShopper('fav');
    const dropping = await listPiece({ brand: 'Dior', model: 'Saddle Bag', price: 5_000 });
    const selling = await listPiece({ brand: 'Cartier', model: 'Love Bracelet', price: 9_000 });
    const steady = await listPiece({ brand: 'Prada', model: 'Galleria', price: 3_000 });
    for (const id of [dropping, selling, steady]) {
      expect((await send(`/v1/favourites/${id}`, { method: 'PUT', token: shopper.token })).status).toBe(201);
    }
    await run(now);
    expect(await mailsTo(shopper.email)).toHaveLength(0); // nothing changed yet

    await env.DB.batch([
      env.DB.prepare('UPDATE inventories SET selling_price = 4_200 WHERE id = ?').bind(dropping),
      env.DB.prepare('UPDATE inventories SET status = 2, sold_price = 9_000 WHERE id = ?').bind(selling),
      env.DB.prepare('UPDATE inventories SET selling_price = 3_400 WHERE id = ?').bind(steady), // a rise says nothing
    ]);
    await run(now + DAY_MS);
    const [digest] = await mailsTo(shopper.email);
    expect(digest?.text).toContain('Price dropped on your favourites');
    expect(digest?.text).toContain(`Dior Saddle Bag: now S$4,200 (was S$5,000): ${SITE}/product-${dropping}/`);
    expect(digest?.text).toContain(`Cartier Love Bracelet: sold: ${SITE}/product-${selling}/`);
    expect(digest?.text).not.toContain('Galleria');

    await run(now + 2 * DAY_MS); // nothing new: no mail
    await env.DB.prepare('UPDATE inventories SET selling_price = 4_600 WHERE id = ?').bind(dropping).run();
    await run(now + 3 * DAY_MS); // back up, still below the saved price but above the price told: nothing
    expect(await mailsTo(shopper.email)).toHaveLength(1);
    await env.DB.prepare('UPDATE inventories SET selling_price = 3_900 WHERE id = ?').bind(dropping).run();
    await run(now + 4 * DAY_MS);
    const mails = await mailsTo(shopper.email);
    expect(mails).toHaveLength(2);
    expect(mails[0]?.text).toContain('Dior Saddle Bag: now S$3,900 (was S$4,200)');
    expect(mails[0]?.text).not.toContain('Love Bracelet');
  });
});

describe('without its configuration, nothing is sent and the log says why', () => {
  it.each<[string, Partial<AlertJobEnv>, RegExp]>([
    [
      'production without the signing secret',
      { ENVIRONMENT: 'production', ALERTS_SIGNING_SECRET: '', MAIL_API_KEY: 'k', MAIL_FROM: 'a@b.c' },
      /ALERTS_SIGNING_SECRET/,
    ],
    ['a signing secret too short to be safe', { ALERTS_SIGNING_SECRET: 'short' }, /ALERTS_SIGNING_SECRET/],
    ['production without SITE_URL', { ENVIRONMENT: 'production', SITE_URL: '', MAIL_API_KEY: 'k', MAIL_FROM: 'a@b.c' }, /SITE_URL/],
    ['production without a mail provider', { ENVIRONMENT: 'production' }, /MAIL_API_KEY and MAIL_FROM/],
  ])('%s', async (_name, extra, reason) => {
    const shopper = await shopperWithNews('unconfigured');
    const log = { log: vi.fn(), error: vi.fn() };
    const result = await runAlertDigests({ ...JOB_ENV, ...extra }, { now: Date.now(), log });
    expect(result).toEqual({ status: 'not-configured', checked: 0, sent: 0, failed: 0 });
    expect(log.error).toHaveBeenCalledWith(expect.stringMatching(reason));
    expect(log.error.mock.calls[0]?.[0]).toMatch(/no digest was sent/);
    expect(await mailsTo(shopper.email)).toHaveLength(0);
  });
});

describe('the digest speaks the profile language (issue 26)', () => {
  it('in Traditional Chinese for a zh-Hant profile: subject, sections, links and footer', async () => {
    const now = Date.now();
    const shopper = await shopperWithNews('hant');
    await env.DB.prepare("UPDATE users SET language = 'zh-hant' WHERE id = ?").bind(shopper.id).run();
    await run(now);
    const [mail] = await mailsTo(shopper.email);
    expect(mail?.subject).toBe('你的 Reluxe 提示：最新動態');
    expect(mail?.text).toContain('以下是自上次提示以來的變化。');
    expect(mail?.text).toContain('「My hant」有 1 件新貨品');
    // House and model names and the price stay as written.
    // Every link opens the page in the mail's language: the piece, the search, the footer's pages.
    expect(mail?.text).toContain(`Hermès Birkin ${shopper.tag}，S$12,000: ${SITE}/zh-hant/product-${shopper.pieceId}/`);
    expect(mail?.text).toContain(`${SITE}/zh-hant/search?product=${shopper.tag}&l=50&p=1`);
    expect(mail?.links.filter((link) => !link.startsWith(`${SITE}/zh-hant/`))).toStrictEqual([]);
    expect(mail?.text).toContain(`查看我儲存的搜尋: ${SITE}/zh-hant/saved-searches`);
    expect(mail?.text).toContain(`你收到這封每日提示，是因為你在 Reluxe 儲存了搜尋或加入了最愛。 你可在設定中更改提示頻率：${SITE}/zh-hant/settings`);
    expect(mail?.links.some((link) => link.startsWith(`${SITE}/zh-hant/alerts/unsubscribe?token=`))).toBe(true);
    expect(mail?.html).toContain('<html lang="zh-Hant">');
    expect(mail?.html).toContain('關閉這些提示</a>');
    expect(mail?.html).not.toContain('Turn off these alerts');
  });

  it('in Malay for an ms profile: the favourites’ pieces and the /favourites link keep the language', async () => {
    const now = Date.now();
    const shopper = await newShopper('ms-fav');
    await env.DB.prepare("UPDATE users SET language = 'ms' WHERE id = ?").bind(shopper.id).run();
    const dropping = await listPiece({ brand: 'Dior', model: 'Book Tote', price: 5_000 });
    const selling = await listPiece({ brand: 'Cartier', model: 'Juste un Clou', price: 9_000 });
    for (const id of [dropping, selling]) {
      expect((await send(`/v1/favourites/${id}`, { method: 'PUT', token: shopper.token })).status).toBe(201);
    }
    await env.DB.batch([
      env.DB.prepare('UPDATE inventories SET selling_price = 4_200 WHERE id = ?').bind(dropping),
      env.DB.prepare('UPDATE inventories SET status = 2, sold_price = 9_000 WHERE id = ?').bind(selling),
    ]);
    await run(now + DAY_MS);
    const [mail] = await mailsTo(shopper.email);
    expect(mail?.links).toContain(`${SITE}/ms/favourites`);
    expect(mail?.links.some((link) => link.startsWith(`${SITE}/ms/product-${dropping}/`))).toBe(true);
    expect(mail?.links.some((link) => link.startsWith(`${SITE}/ms/product-${selling}/`))).toBe(true);
    expect(mail?.links.filter((link) => !link.startsWith(`${SITE}/ms/`))).toStrictEqual([]);
  });

  it('in English, word for word, for a profile that names no language', async () => {
    const now = Date.now();
    const shopper = await shopperWithNews('english');
    await run(now);
    const [mail] = await mailsTo(shopper.email);
    const unsubscribe = mail?.links.find((link) => link.startsWith(`${SITE}/alerts/unsubscribe?token=`));
    expect(mail?.text.startsWith('Dear ')).toBe(true);
    expect(mail?.text).toContain('Here is what changed since your last alert.\n\n1 new for “My english”\n');
    expect(mail?.text).toContain('Open this search: ');
    expect(
      mail?.text.endsWith(
        `\n\nSee your saved searches: ${SITE}/saved-searches\n\n` +
          `You get this daily digest because you saved searches or favourites at Reluxe. Change how often in your settings: ${SITE}/settings\n` +
          `Turn off these alerts: ${unsubscribe}\n`,
      ),
    ).toBe(true);
    expect(mail?.html).toContain('<html lang="en">');
    expect(mail?.html).toContain('>Change how often</a> · <a href=');
  });
});
