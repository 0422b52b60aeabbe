import { describe, expect, it } from 'vitest';
import { MemoryCache, type RememberedAnswer } from '../../../src/server/public-reads/memory-cache.ts';

const answer = (bytes: number, storedAt = 1_000): RememberedAnswer => ({ headers: [['etag', 'W/"x"']], body: new ArrayBuffer(bytes), storedAt });
const FRESH = 30_000;

describe('MemoryCache: fresh answers of this isolate, bounded in bytes', () => {
  it.each([
    ['just stored', 1_000, true],
    ['one ms before the fresh time ends', 1_000 + FRESH - 1, true],
    ['at the fresh time', 1_000 + FRESH, false],
    ['long after', 1_000 + 10 * FRESH, false],
  ])('%s: served %s', (_name, now, served) => {
    const cache = new MemoryCache();
    cache.put('k', answer(10));
    expect(cache.get('k', now, FRESH) !== undefined).toBe(served);
    // What is no longer fresh is forgotten, not kept for later.
    expect(cache.size).toBe(served ? 1 : 0);
  });

  it('answers nothing for a key it never stored', () => {
    expect(new MemoryCache().get('nope', 0, FRESH)).toBeUndefined();
  });

  it('replaces an entry stored again under the same key, counting its bytes once', () => {
    const cache = new MemoryCache();
    cache.put('k', answer(100, 1_000));
    const before = cache.bytes;
    cache.put('k', answer(100, 2_000));
    expect(cache.size).toBe(1);
    expect(cache.bytes).toBe(before);
    expect(cache.get('k', 2_000, FRESH)?.storedAt).toBe(2_000);
  });

  it('lets the least recently used answers go first when over its budget', () => {
    const one = answer(1_000);
    const cache = new MemoryCache(3_500, 2_000);
    cache.put('a', one);
    cache.put('b', answer(1_000));
    cache.put('c', answer(1_000));
    expect(cache.get('a', 1_000, FRESH)).toBe(one); // a is now the most recently used
    cache.put('d', answer(1_000));
    expect(cache.get('b', 1_000, FRESH)).toBeUndefined();
    for (const key of ['a', 'c', 'd']) expect(cache.get(key, 1_000, FRESH), key).toBeDefined();
    expect(cache.bytes).toBeLessThanOrEqual(3_500);
  });

  it('does not keep an answer larger than an entry may be', () => {
    const cache = new MemoryCache(10_000, 2_000);
    cache.put('small', answer(1_000));
    cache.put('large', answer(5_000));
    expect(cache.get('large', 1_000, FRESH)).toBeUndefined();
    expect(cache.get('small', 1_000, FRESH)).toBeDefined();
  });

  it('counts bytes back to zero as entries leave', () => {
    const cache = new MemoryCache();
    cache.put('a', answer(500));
    cache.put('b', answer(500));
    cache.get('a', 1_000 + FRESH, FRESH);
    cache.get('b', 1_000 + FRESH, FRESH);
    expect([cache.size, cache.bytes]).toEqual([0, 0]);
  });
});
