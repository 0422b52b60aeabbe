/** The search started before hydration is handed once, and only to the same query (src/lib/search/head-start.ts). */
import { describe, expect, it } from 'vitest';
import { headStart } from '../../../src/lib/search/head-start.ts';

describe('headStart', () => {
  it('hands the answer to the same key, once', async () => {
    const kept = headStart<number>();
    kept.offer('a', Promise.resolve(1));
    const taken = kept.take('a');
    expect(taken).not.toBeNull();
    await expect(taken).resolves.toBe(1);
    expect(kept.take('a')).toBeNull();
  });
  it('drops it for another key', () => {
    const kept = headStart<number>();
    kept.offer('a', Promise.resolve(1));
    expect(kept.take('b')).toBeNull();
    expect(kept.take('a')).toBeNull();
  });
  it('has nothing before an offer, and the last offer wins', async () => {
    const kept = headStart<number>();
    expect(kept.take('a')).toBeNull();
    kept.offer('a', Promise.resolve(1));
    kept.offer('b', Promise.resolve(2));
    expect(kept.take('a')).toBeNull();
    kept.offer('b', Promise.resolve(2));
    await expect(kept.take('b')).resolves.toBe(2);
  });
});
