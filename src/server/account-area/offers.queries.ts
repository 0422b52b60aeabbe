/** D1 reads of the shopper's offers (GET /v1/offers). */
import type { Offer, RequestStatus } from '../../lib/contract/account-area.ts';
import { fromSgd, isoFromUnix, isoOrNull, type AnswerCurrency } from './money.queries.ts';
import { ownedPage, type PageRequest } from './page.queries.ts';
import { liveListingJoin, snapshotFields } from './snapshots.ts';

export interface OfferRow {
  id: number;
  user_id: number;
  inventory_id: number;
  brand: string;
  model: string;
  image_url: string;
  listed_price_sgd: number;
  min_offer_price_sgd: number;
  amount_sgd: number;
  status: RequestStatus;
  response_note: string | null;
  created_at: number;
  decided_at: number | null;
  expires_at: number | null;
  live_id: number | null;
}

function toOffer(row: OfferRow, currency: AnswerCurrency): Offer {
  return {
    id: row.id,
    inventory_id: row.inventory_id,
    ...snapshotFields(row),
    status: row.status,
    amount: fromSgd(row.amount_sgd, currency),
    listed_price: fromSgd(row.listed_price_sgd, currency),
    min_offer_price: fromSgd(row.min_offer_price_sgd, currency),
    response_note: row.response_note,
    created_at: isoFromUnix(row.created_at),
    decided_at: isoOrNull(row.decided_at),
    expires_at: isoOrNull(row.expires_at),
    currency: currency.code,
  };
}

export async function listOffers(db: D1Database, userId: number, page: PageRequest, currency: AnswerCurrency): Promise<{ rows: Offer[]; total: number }> {
  const select = `SELECT f.*, live.id AS live_id FROM offers f ${liveListingJoin('f')} WHERE f.user_id = ? ORDER BY f.created_at DESC, f.id DESC`;
  const { rows, total } = await ownedPage<OfferRow>(db, select, 'offers', userId, page);
  return { rows: rows.map((row) => toOffer(row, currency)), total };
}
