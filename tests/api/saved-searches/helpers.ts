/** Shared helpers of the saved-search and alert API tests: fresh shoppers and pieces listed now. */
import { env } from 'cloudflare:test';
import type { SavedSearch, SavedSearchQuery } from '../../../src/lib/contract/saved-searches.ts';
import { createSession } from '../../../src/server/session/sessions.ts';
import { call } from '../client.ts';
import { insertShopper } from '../shoppers.ts';

/** A new activated shopper of their own (no other test touches their rows) and a session. */
export async function newShopper(label = 'shopper'): Promise<{ id: number; email: string; token: string }> {
  const { id, email } = await insertShopper(label, 'Ada Lim');
  return { id, email, token: await createSession(env.DB, crypto.randomUUID(), id) };
}

/** A word no seeded piece has, so a test's search finds only what it lists itself. */
export const searchWord = () =>
  `zq${crypto
    .randomUUID()
    .replace(/[^a-f]/g, '')
    .slice(0, 8)}`;

export interface NewPiece {
  brand?: string;
  category?: number;
  status?: 1 | 2;
  price?: number;
  model?: string;
  description?: string;
  color?: string;
  gender?: 'M' | 'W' | 'U';
}

/** Lists a piece now, as the back office would: the next id (ids are listing order), its details indexed for text search. */
export async function listPiece(piece: NewPiece = {}): Promise<number> {
  const [id] = await listPieces(1, piece);
  return id ?? 0;
}

/** Lists `count` such pieces in one round trip; their ids, in listing order. */
export async function listPieces(count: number, piece: NewPiece = {}): Promise<number[]> {
  const now = Math.floor(Date.now() / 1000);
  const next = await env.DB.prepare('SELECT COALESCE(MAX(id), 0) + 1 AS id FROM inventories').first<{ id: number }>();
  const first = next?.id ?? 1;
  const ids = Array.from({ length: count }, (_, i) => first + i);
  await env.DB.batch(
    ids.flatMap((id) => [
      env.DB.prepare(
        `INSERT INTO inventories (id, brand_id, category_id, store_id, model, gender, color, condition, status, selling_price, created_at)
       VALUES (?, (SELECT id FROM brands WHERE name = ?), ?, (SELECT id FROM stores WHERE country_code = 'SG'), ?, ?, ?, 'Excellent', ?, ?, ?)`,
      ).bind(
        id,
        piece.brand ?? 'Chanel',
        piece.category ?? 1,
        piece.model ?? 'Classic Flap',
        piece.gender ?? 'W',
        piece.color ?? 'black',
        piece.status ?? 1,
        piece.price ?? 8_500,
        now,
      ),
      env.DB.prepare("INSERT INTO inventory_details (inventory_id, description, assets) VALUES (?, ?, '[]')").bind(
        id,
        piece.description ?? 'Lambskin with gold hardware.',
      ),
    ]),
  );
  return ids;
}

export async function send<T>(
  path: string,
  init: { method?: string; token?: string; json?: unknown; body?: string } = {},
): Promise<{ status: number; body: T; headers: Headers }> {
  const res = await call(path, {
    method: init.method ?? 'GET',
    ...(init.token ? { token: init.token } : {}),
    ...(init.json !== undefined ? { json: init.json } : {}),
    ...(init.body !== undefined ? { body: init.body, headers: { 'Content-Type': 'application/json' } } : {}),
  });
  return { status: res.status, body: (await res.json()) as T, headers: res.headers };
}

export async function saveSearch(token: string, query: SavedSearchQuery, name?: string): Promise<SavedSearch> {
  const { status, body } = await send<{ data: SavedSearch }>('/v1/saved-searches', { method: 'POST', token, json: { query, ...(name ? { name } : {}) } });
  if (status !== 201) throw new Error(`save answered ${status}: ${JSON.stringify(body)}`);
  return body.data;
}

export async function listSaved(token: string): Promise<SavedSearch[]> {
  const { status, body } = await send<{ data: SavedSearch[] }>('/v1/saved-searches', { token });
  if (status !== 200) throw new Error(`list answered ${status}`);
  return body.data;
}
