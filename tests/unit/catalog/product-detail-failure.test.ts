/** Spec section 8: a product detail failure stores the server's message and clears the product, whatever the status. */
import { FetchError } from 'ofetch';
import { describe, expect, it } from 'vitest';
import type { ProductDetail } from '../../../src/lib/contract/catalog.ts';
import { $productDetail, failProductDetail, isProductNotFound, setProductDetail } from '../../../src/stores/product.ts';

function answer(status: number, body: unknown): FetchError {
  const error = new FetchError(`[GET] "/api/v2/inventories/1": ${status}`);
  error.statusCode = status;
  error.data = body;
  return error;
}

const envelope = (type: string, message: string) => ({ error: { type, message } });

describe('product detail failure', () => {
  it.each([
    [404, envelope('NOT_FOUND', 'Item 9999 does not exist.'), 'not-found', 'Item 9999 does not exist.'],
    [400, envelope('VALIDATION', 'The item id must be a number.'), 'not-found', 'The item id must be a number.'],
    [500, envelope('INTERNAL', 'Something went wrong.'), 'failed', 'Something went wrong.'],
    [502, 'Bad gateway', 'failed', 'fallback text'],
  ] as const)('status %i stores the message and clears the product', (status, body, outcome, message) => {
    setProductDetail({ id: 1 } as ProductDetail);
    expect(failProductDetail(answer(status, body), 'fallback text')).toBe(outcome);
    expect($productDetail.get()).toEqual({ product: null, errorMessage: message });
  });

  it('a network failure (no answer) stores the fallback', () => {
    expect(failProductDetail(new TypeError('fetch failed'), 'fallback text')).toBe('failed');
    expect($productDetail.get()).toEqual({ product: null, errorMessage: 'fallback text' });
  });

  it.each([
    [answer(404, envelope('NOT_FOUND', 'gone')), true],
    [answer(400, envelope('VALIDATION', 'bad id')), true],
    [answer(503, envelope('UNAVAILABLE', 'down')), false],
    [answer(500, 'oops'), false],
    [new TypeError('fetch failed'), false],
  ] as const)('isProductNotFound(%#) is %s: only a missing product, never a failed call, leaves the page', (error, expected) => {
    setProductDetail({ id: 1 } as ProductDetail);
    expect(isProductNotFound(error)).toBe(expected);
    // Asking does not touch the product on screen.
    expect($productDetail.get().product).toEqual({ id: 1 });
  });
});
