/** Shoppers the API tests start from, written straight to D1. */
import { env } from 'cloudflare:test';

/** A new activated shopper of their own (a fresh email, so no other test touches their rows): their id and email. */
export async function insertShopper(emailPrefix: string, fullName: string): Promise<{ id: number; email: string }> {
  const now = Math.floor(Date.now() / 1000);
  const email = `${emailPrefix}-${crypto.randomUUID().slice(0, 12)}@example.com`;
  const row = await env.DB.prepare('INSERT INTO users (email, full_name, activated_at, created_at, updated_at) VALUES (?, ?, ?, ?, ?) RETURNING id')
    .bind(email, fullName, now, now, now)
    .first<{ id: number }>();
  if (!row) throw new Error(`could not create the shopper ${email}`);
  return { id: row.id, email };
}
