import { describe, expect, it } from 'vitest';
import type { ProductCard } from '../../../src/lib/contract/catalog.ts';
import { productCard } from '../../product-card.ts';
import { latestOnly } from '../../../src/lib/search/latest-only.ts';
import { buildSuggestions, flattenSuggestions, moveActiveIndex } from '../../../src/lib/search/suggestions.ts';

const product = (id: number, brand: string, model: string): ProductCard => productCard({ id, brand, model });

describe('buildSuggestions', () => {
  const recent = ['black bag', 'kelly 28', 'lady dior', 'birkin 30'];
  const popular = ['birkin', 'kelly 28', 'chanel flap', 'rolex', 'dior saddle', 'cartier love', 'black wallet'];

  it('empty box: up to 3 recent and up to 5 popular, in that order', () => {
    const groups = buildSuggestions({ typed: '', recent, popular, products: [product(1, 'Hermès', 'Birkin')] });
    expect(groups.map((g) => g.label)).toStrictEqual(['RECENT SEARCHES', 'POPULAR SEARCHES']);
    expect(groups[0]?.options.map((o) => o.label)).toStrictEqual(['black bag', 'kelly 28', 'lady dior']);
    expect(groups[1]?.options.map((o) => o.label)).toStrictEqual(['birkin', 'chanel flap', 'rolex', 'dior saddle', 'cartier love']);
  });

  it('typing filters recent and popular and adds catalog matches', () => {
    const products = [1, 2, 3, 4, 5, 6, 7].map((id) => product(id, 'Chanel', `Flap ${id}`));
    const groups = buildSuggestions({ typed: 'bla', recent, popular, products });
    expect(groups.map((g) => g.id)).toStrictEqual(['recent', 'popular', 'products']);
    expect(groups[0]?.options.map((o) => o.term)).toStrictEqual(['black bag']);
    expect(groups[1]?.options.map((o) => o.term)).toStrictEqual(['black wallet']);
    expect(groups[2]?.options.map((o) => o.product?.id)).toStrictEqual([1, 2, 3, 4, 5]);
    expect(groups[2]?.options[0]?.product).toStrictEqual({ id: 1, brand: 'Chanel', model: 'Flap 1', thumbnail: null });
  });

  it('empty groups are left out', () => {
    expect(buildSuggestions({ typed: 'zzz', recent, popular, products: [] })).toStrictEqual([]);
    expect(buildSuggestions({ typed: '', recent: [], popular: [], products: [] })).toStrictEqual([]);
  });

  it('option keys are unique', () => {
    const groups = buildSuggestions({ typed: 'k', recent, popular, products: [product(9, 'Hermès', 'Kelly')] });
    const keys = flattenSuggestions(groups).map((o) => o.key);
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe('moveActiveIndex (keyboard up/down, wrapping)', () => {
  it.each([
    [-1, 3, 'down', 0],
    [0, 3, 'down', 1],
    [2, 3, 'down', 0],
    [-1, 3, 'up', 2],
    [0, 3, 'up', 2],
    [2, 3, 'up', 1],
    [-1, 0, 'down', -1],
    [0, 0, 'up', -1],
  ] as const)('from %i of %i, %s → %i', (current, count, direction, expected) => {
    expect(moveActiveIndex(current, count, direction)).toBe(expected);
  });
});

describe('latestOnly: stale answers dropped', () => {
  function deferred<T>() {
    let resolve: (value: T) => void = () => undefined;
    let reject: (error: unknown) => void = () => undefined;
    const promise = new Promise<T>((res, rej) => {
      resolve = res;
      reject = rej;
    });
    return { promise, resolve, reject };
  }

  it('an older answer arriving after a newer request is stale', async () => {
    const latest = latestOnly();
    const first = deferred<string>();
    const second = deferred<string>();
    const signals: AbortSignal[] = [];
    const a = latest.run((signal) => {
      signals.push(signal);
      return first.promise;
    });
    const b = latest.run((signal) => {
      signals.push(signal);
      return second.promise;
    });
    expect(signals[0]?.aborted).toBe(true);
    expect(signals[1]?.aborted).toBe(false);
    second.resolve('new');
    first.resolve('old');
    expect(await a).toStrictEqual({ status: 'stale' });
    expect(await b).toStrictEqual({ status: 'latest', value: 'new' });
  });

  it('errors of stale requests are swallowed, errors of the latest are thrown', async () => {
    const latest = latestOnly();
    const first = deferred<string>();
    const a = latest.run(() => first.promise);
    const b = latest.run(() => Promise.reject(new Error('down')));
    first.reject(new Error('aborted'));
    expect(await a).toStrictEqual({ status: 'stale' });
    await expect(b).rejects.toThrow('down');
  });

  it('cancel makes the request in flight stale', async () => {
    const latest = latestOnly();
    const only = deferred<number>();
    const a = latest.run(() => only.promise);
    latest.cancel();
    only.resolve(1);
    expect(await a).toStrictEqual({ status: 'stale' });
  });
});
