/**
 * Spec section 9 (toasts leave after TOAST_LIFE_MS) on a multi-page site: a toast raised just before a
 * navigation finishes its life on the next page, counted from when that page shows it.
 */
import { describe, expect, it } from 'vitest';
import { TOAST_LIFE_MS } from '../../../src/lib/config/storefront.ts';
import { readCarried, toastsToCarry, type Toast } from '../../../src/stores/toasts.ts';

const denied: Toast = { id: 7, severity: 'error', summary: 'Access denied', detail: 'We could not retrieve your email address from Apple.' };

describe('toastsToCarry', () => {
  it.each([
    ['raised 1 s before the page went', 1_000, [{ severity: 'error', summary: 'Access denied', detail: denied.detail, remainingMs: 4_000 }]],
    ['raised just now', 0, [{ severity: 'error', summary: 'Access denied', detail: denied.detail, remainingMs: 5_000 }]],
    ['whose life is over', 5_000, []],
    ['long gone', 9_000, []],
  ])('a toast %s', (_name, age, expected) => {
    const now = 100_000;
    expect(toastsToCarry([denied], new Map([[denied.id, now - age + TOAST_LIFE_MS]]), now)).toEqual(expected);
  });

  it('leaves out a toast with no known end', () => {
    expect(toastsToCarry([denied], new Map(), 0)).toEqual([]);
  });
});

describe('readCarried', () => {
  const good = { severity: 'info', summary: 'Search saved', remainingMs: 3_000 };
  it.each([
    ['nothing stored', null, []],
    ['a good entry', JSON.stringify([good]), [good]],
    ['the remaining life, however long the next page took to load', JSON.stringify([{ ...good, remainingMs: 4_999 }]), [{ ...good, remainingMs: 4_999 }]],
    ['a life longer than a toast lives (capped)', JSON.stringify([{ ...good, remainingMs: 60_000 }]), [{ ...good, remainingMs: TOAST_LIFE_MS }]],
    ['no life left', JSON.stringify([{ ...good, remainingMs: 0 }]), []],
    ['an old-format entry (leavesAt)', JSON.stringify([{ severity: 'info', summary: 'x', leavesAt: 1 }]), []],
    ['an unknown severity', JSON.stringify([{ ...good, severity: 'fatal' }]), []],
    ['a summary that is not text', JSON.stringify([{ ...good, summary: 3 }]), []],
    ['not a list', JSON.stringify(good), []],
    ['not JSON', '{oops', []],
  ])('%s', (_name, raw, expected) => {
    expect(readCarried(raw)).toEqual(expected);
  });
});
