/**
 * The table test of a one-argument pure function: one test per row [input, expected], named by
 * `title` (vitest's printf placeholders take the row), checking fn(input) strictly equals expected.
 * Every rule table of tests/unit goes through it instead of repeating the it.each harness.
 */
import { expect, it } from 'vitest';

export function answers<I, O>(fn: (input: I) => O, rows: readonly (readonly [I, O])[], title: string): void {
  it.each(rows.map((row) => [...row] as [I, O]))(title, (input, expected) => {
    expect(fn(input)).toStrictEqual(expected);
  });
}
