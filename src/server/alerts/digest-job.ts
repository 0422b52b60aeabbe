/**
 * The alert digest job (issue 14): one module run by the Cron Worker (workers/alerts) in production and
 * by `npm run alerts` locally (src/cli/alerts.ts), against the same D1 database as the store.
 *
 * For each shopper with alerts on whose digest is due (src/lib/alerts/digest-schedule.ts): favourites
 * that sold or dropped in price, and available pieces newly matching saved searches, in at most one
 * mail a day through the mail port. Idempotent: the day is claimed in alert_digests before sending, and
 * what was told is recorded after, so a second run the same day sends nothing again; a failed send
 * gives the claim back. Production without the signing secret, SITE_URL or a mail provider sends
 * nothing and logs why.
 */
import { format, messagesOf } from '../../lib/i18n/messages.ts';
import { localeHref } from '../../lib/i18n/locales.ts';
import { mailLocaleOf } from '../accounts/language.ts';
import { digestDue, DAYS_BETWEEN, singaporeDay } from '../../lib/alerts/digest-schedule.ts';
import { effectivePrice, favouriteChange } from '../../lib/alerts/favourite-change.ts';
import { productHref } from '../../lib/catalog/product-links.ts';
import { NEW_COUNT_CAP } from '../../lib/contract/saved-searches.ts';
import { formatPrice } from '../../lib/format/money.ts';
import { savedSearchHref } from '../../lib/saved-searches/saved-search-query.ts';
import { alertDigestMail, type DigestSection } from '../accounts/mail/messages.ts';
import { mailerFor, type MailEnv } from '../accounts/mail/mailer.ts';
import type { Mailer } from '../accounts/mail/mail-port.ts';
import { loadCatalogReference } from '../catalog/reference.queries.ts';
import { convertFromSgd } from '../catalog/pricing.ts';
import type { Env } from '../env.ts';
import { isProduction } from '../env.ts';
import { parseStoredQuery } from '../saved-searches/saved-searches.queries.ts';
import {
  claimDigest,
  currencyOf,
  digestCandidates,
  favouritesOf,
  latestInventoryId,
  markChecked,
  markFavouritesAlerted,
  markSearchesAlerted,
  releaseDigest,
  savedSearchNews,
  type Recipient,
} from './digest.queries.ts';
import { signUnsubscribeToken, usableSecret } from './unsubscribe-token.ts';

/** What the job needs: the database, where links point, the signing secret and the mail settings. */
export type AlertJobEnv = Pick<Env, 'DB' | 'ENVIRONMENT' | 'SITE_URL' | 'ALERTS_SIGNING_SECRET'> & MailEnv;

export interface AlertJobOptions {
  now?: number;
  /** Shoppers looked at per run; the next run takes the rest (the Worker runs hourly). */
  limit?: number;
  /** Another mail adapter (tests). */
  mailer?: Mailer;
  log?: Pick<Console, 'log' | 'error'>;
}

export interface AlertJobResult {
  /** 'not-configured': nothing was looked at or sent (the log says what is missing). */
  status: 'ran' | 'not-configured';
  checked: number;
  sent: number;
  failed: number;
}

/** Newest pieces named per saved search; the rest are behind the search's link. */
export const PIECES_PER_SEARCH = 3;
export const DEFAULT_RUN_LIMIT = 200;

function configuredOrigin(siteUrl: string | undefined): string | null {
  try {
    const url = new URL(siteUrl?.trim() ?? '');
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : null;
  } catch {
    return null;
  }
}

/** Why the job may not send, or null when it may. */
function missingConfiguration(env: AlertJobEnv, hasOwnMailer: boolean): string | null {
  const missing: string[] = [];
  if (!usableSecret(env.ALERTS_SIGNING_SECRET)) missing.push('ALERTS_SIGNING_SECRET (a secret of at least 32 characters)');
  if (!configuredOrigin(env.SITE_URL)) missing.push('SITE_URL');
  if (isProduction(env) && !hasOwnMailer && !(env.MAIL_API_KEY && env.MAIL_FROM)) missing.push('MAIL_API_KEY and MAIL_FROM');
  return missing.length ? missing.join(', ') : null;
}

export async function runAlertDigests(env: AlertJobEnv, options: AlertJobOptions = {}): Promise<AlertJobResult> {
  const log = options.log ?? console;
  const result: AlertJobResult = { status: 'ran', checked: 0, sent: 0, failed: 0 };
  const missing = missingConfiguration(env, options.mailer !== undefined);
  const origin = configuredOrigin(env.SITE_URL);
  const secret = env.ALERTS_SIGNING_SECRET;
  if (missing !== null || origin === null || !usableSecret(secret)) {
    log.error(`Alert digests are not configured (${missing ?? 'SITE_URL'}): no digest was sent.`);
    return { ...result, status: 'not-configured' };
  }
  const mailer = options.mailer ?? mailerFor(env as Env & MailEnv, isProduction(env));
  const nowMs = options.now ?? Date.now();
  const nowSeconds = Math.floor(nowMs / 1000);
  const today = singaporeDay(nowSeconds);
  const db = env.DB;
  const ref = await loadCatalogReference(db);

  for (const recipient of await digestCandidates(db, today, options.limit ?? DEFAULT_RUN_LIMIT)) {
    result.checked += 1;
    const gap = DAYS_BETWEEN[recipient.alert_frequency];
    if (gap === null || !digestDue(recipient.alert_frequency, recipient.last_sent_day, today)) {
      await markChecked(db, recipient.id, today).run();
      continue;
    }
    // Read before the news: a piece listed while this runs is told next time rather than never.
    const latestId = await latestInventoryId(db);
    const digest = await composeDigest(db, ref, recipient, origin, secret, nowSeconds);
    if (!digest) {
      await markChecked(db, recipient.id, today).run();
      continue;
    }
    if (!(await claimDigest(db, recipient.id, today, today - gap + 1, nowSeconds))) continue; // another run has it
    try {
      await mailer.send(digest.mail);
    } catch (error) {
      result.failed += 1;
      log.error(`Alert digest to user ${recipient.id} was not sent:`, error);
      await releaseDigest(db, recipient, today).run();
      continue;
    }
    const marks = [...markSearchesAlerted(db, digest.searchIds, latestId), ...markFavouritesAlerted(db, recipient.id, digest.favourites, nowSeconds)];
    if (marks.length) await db.batch(marks);
    result.sent += 1;
  }
  log.log(`Alert digests: ${result.sent} sent, ${result.failed} failed, ${result.checked} shoppers looked at.`);
  return result;
}

interface Digest {
  mail: ReturnType<typeof alertDigestMail>;
  searchIds: number[];
  favourites: { id: number; price: number; sold: boolean }[];
}

const pieceName = (row: { brand: string; model: string }) => `${row.brand} ${row.model}`;

async function composeDigest(
  db: D1Database,
  ref: Awaited<ReturnType<typeof loadCatalogReference>>,
  recipient: Recipient,
  origin: string,
  secret: string,
  nowSeconds: number,
): Promise<Digest | null> {
  const currency = await currencyOf(db, recipient.currency);
  const money = (sgd: number) => formatPrice(convertFromSgd(sgd, currency.rate), currency.symbol);
  const sections: DigestSection[] = [];
  const locale = mailLocaleOf(recipient);
  // Every page the mail links to opens in the mail's language (issue 26).
  const link = (path: string) => new URL(localeHref(path, locale), origin).toString();
  const d = messagesOf(locale).digest;

  const favourites: Digest['favourites'] = [];
  const sold: DigestSection['items'] = [];
  const dropped: DigestSection['items'] = [];
  for (const row of await favouritesOf(db, recipient.id)) {
    const change = favouriteChange(row, nowSeconds);
    if (!change) continue;
    favourites.push({ id: row.id, price: effectivePrice(row, nowSeconds), sold: change.kind === 'sold' });
    if (change.kind === 'sold') sold.push({ text: format(d.sold, { piece: pieceName(row) }), href: link(productHref(row)) });
    else dropped.push({ text: format(d.dropped, { piece: pieceName(row), price: money(change.price), was: money(change.was) }), href: link(productHref(row)) });
  }
  if (dropped.length) sections.push({ title: d.droppedTitle, items: dropped, more: { text: d.seeFavourites, href: link('/favourites') } });
  if (sold.length) sections.push({ title: d.soldTitle, items: sold });

  const news = await savedSearchNews(db, ref, recipient.id, NEW_COUNT_CAP, PIECES_PER_SEARCH, nowSeconds);
  for (const entry of news) {
    const count = entry.count >= NEW_COUNT_CAP ? `${NEW_COUNT_CAP - 1}+` : String(entry.count);
    sections.push({
      title: format(d.newTitle, { count, name: entry.search.name }),
      items: entry.newest.map((row) => ({
        text: format(d.newPiece, { piece: pieceName(row), price: money(effectivePrice(row, nowSeconds)) }),
        href: link(productHref(row)),
      })),
      more: {
        text: entry.count > entry.newest.length ? format(d.seeAll, { count }) : d.openSearch,
        href: link(savedSearchHref(parseStoredQuery(entry.search))),
      },
    });
  }
  if (!sections.length) return null;

  const token = await signUnsubscribeToken(secret, recipient.id, nowSeconds);
  const cadence = recipient.alert_frequency === 'weekly' ? 'weekly' : 'daily';
  const mail = alertDigestMail(
    recipient.email,
    recipient.full_name,
    sections,
    {
      savedSearches: link('/saved-searches'),
      settings: link('/settings'),
      unsubscribe: link(`/alerts/unsubscribe?token=${encodeURIComponent(token)}`),
    },
    cadence,
    locale,
  );
  return { mail, searchIds: news.map((entry) => entry.search.id), favourites };
}
