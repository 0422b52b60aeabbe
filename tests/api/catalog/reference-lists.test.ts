import { env } from 'cloudflare:test';
import { expect, it } from 'vitest';
import { CATEGORIES, COLOURS, CONDITIONS, HOUSES } from '../../../src/lib/catalog/reference-lists.ts';

// A collection's rule is checked against src/lib's lists (build and editor); the catalog answers from
// D1's reference tables. They must be the same lists, or a rule passes the check and finds nothing.
it('the houses, categories, colours and conditions a rule may name are the catalog reference rows', async () => {
  const rows = async <T>(sql: string) => (await env.DB.prepare(sql).all<T>()).results;
  expect((await rows<{ name: string }>('SELECT name FROM brands ORDER BY id')).map((row) => row.name)).toEqual([...HOUSES]);
  expect(await rows<{ id: number; name: string }>('SELECT id, name FROM categories ORDER BY id')).toEqual([...CATEGORIES]);
  const options = await rows<{ field_id: string; option_id: string }>('SELECT field_id, option_id FROM category_field_options ORDER BY sort_order');
  expect(options.filter((row) => row.field_id === 'color').map((row) => row.option_id)).toEqual([...COLOURS]);
  expect(options.filter((row) => row.field_id === 'condition').map((row) => row.option_id)).toEqual([...CONDITIONS]);
});
