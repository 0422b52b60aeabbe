/** D1 reads of the consignments (GET /v1/consignments, /v1/consignments/{id}). */
import type {
  ConsignmentDetail,
  ConsignmentEvent,
  ConsignmentStage,
  ConsignmentStep,
  ConsignmentSummary,
  RequestStatus,
} from '../../lib/contract/account-area.ts';
import { fromSgd, fromSgdOrNull, isoFromUnix, type AnswerCurrency } from './money.queries.ts';
import { ownedPage, type PageRequest } from './page.queries.ts';
import { liveListingJoin, snapshotFields } from './snapshots.ts';

export interface ConsignmentRow {
  id: number;
  user_id: number;
  status: RequestStatus;
  stage: ConsignmentStage | null;
  inventory_id: number | null;
  brand: string;
  model: string;
  category: string;
  condition: string;
  colour: string | null;
  description: string;
  inclusions: string;
  image_url: string;
  asking_price_sgd: number;
  listing_price_sgd: number | null;
  sold_price_sgd: number | null;
  commission_percent: number;
  rejection_reason: string | null;
  city: string;
  address: string;
  submitted_at: number;
  updated_at: number;
  live_id: number | null;
}

const SELECT_CONSIGNMENT = `SELECT k.*, cat.name AS category, s.city AS city, s.address AS address, live.id AS live_id
  FROM consignments k
  JOIN categories cat ON cat.id = k.category_id
  JOIN stores s ON s.id = k.store_id
  ${liveListingJoin('k')}`;

function toSummary(row: ConsignmentRow, currency: AnswerCurrency): ConsignmentSummary {
  return {
    id: row.id,
    status: row.status,
    stage: row.stage,
    ...snapshotFields(row),
    category: row.category,
    condition: row.condition,
    asking_price: fromSgd(row.asking_price_sgd, currency),
    listing_price: fromSgdOrNull(row.listing_price_sgd, currency),
    sold_price: fromSgdOrNull(row.sold_price_sgd, currency),
    submitted_at: isoFromUnix(row.submitted_at),
    updated_at: isoFromUnix(row.updated_at),
    currency: currency.code,
  };
}

function parseInclusions(text: string): string[] {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * What the consignor receives: the sold price less commission once sold, else the agreed listing
 * price less commission as an estimate; nothing before approval.
 */
export function payoutSgd(row: Pick<ConsignmentRow, 'status' | 'listing_price_sgd' | 'sold_price_sgd' | 'commission_percent'>): number | null {
  if (row.status !== 'approved') return null;
  const base = row.sold_price_sgd ?? row.listing_price_sgd;
  return base === null ? null : Math.round((base * (100 - row.commission_percent)) / 100);
}

export async function listConsignments(
  db: D1Database,
  userId: number,
  page: PageRequest,
  currency: AnswerCurrency,
): Promise<{ rows: ConsignmentSummary[]; total: number }> {
  const select = `${SELECT_CONSIGNMENT} WHERE k.user_id = ? ORDER BY k.submitted_at DESC, k.id DESC`;
  const { rows, total } = await ownedPage<ConsignmentRow>(db, select, 'consignments', userId, page);
  return { rows: rows.map((row) => toSummary(row, currency)), total };
}

export async function findConsignment(db: D1Database, id: number): Promise<ConsignmentRow | null> {
  return db.prepare(`${SELECT_CONSIGNMENT} WHERE k.id = ?`).bind(id).first<ConsignmentRow>();
}

export async function consignmentDetail(db: D1Database, row: ConsignmentRow, currency: AnswerCurrency): Promise<ConsignmentDetail> {
  const events = await db
    .prepare('SELECT step, at FROM consignment_events WHERE consignment_id = ? ORDER BY at, rowid')
    .bind(row.id)
    .all<{ step: ConsignmentStep; at: number }>();
  return {
    ...toSummary(row, currency),
    description: row.description,
    colour: row.colour,
    inclusions: parseInclusions(row.inclusions),
    commission_percent: row.commission_percent,
    payout: fromSgdOrNull(payoutSgd(row), currency),
    rejection_reason: row.rejection_reason,
    boutique: { city: row.city, address: row.address },
    events: events.results.map((e): ConsignmentEvent => ({ step: e.step, at: isoFromUnix(e.at) })),
  };
}
