import { describe, expect, it } from 'vitest';
import { recordAt, takeEarlyCall, type RecordSource } from '../../../src/components/account-area/record-source.ts';

const load = (id: number, currency: string) => Promise.resolve(`${id} in ${currency}`);

function sourceWithEarlyCall(id: number, currency: string): RecordSource<number, string> {
  return { idFromPath: () => id, load, early: { id, currency, answer: load(id, currency) } };
}

describe('the record call started before the island renders', () => {
  const cases = [
    { name: 'the same id in the same currency takes it', id: 3076, currency: 'SGD', taken: true },
    { name: 'another id calls again', id: 3077, currency: 'SGD', taken: false },
    { name: 'another currency (changed meanwhile) calls again', id: 3076, currency: 'USD', taken: false },
  ];
  for (const { name, id, currency, taken } of cases) {
    it(name, async () => {
      const source = sourceWithEarlyCall(3076, 'SGD');
      const answer = takeEarlyCall(source, id, currency);
      expect(answer !== null).toBe(taken);
      if (answer) await expect(answer).resolves.toBe('3076 in SGD');
    });
  }

  it('is taken once: a retry makes a call of its own', () => {
    const source = sourceWithEarlyCall(3076, 'SGD');
    expect(takeEarlyCall(source, 3076, 'SGD')).not.toBeNull();
    expect(takeEarlyCall(source, 3076, 'SGD')).toBeNull();
  });

  it('starts nothing where there is no browser page (the build)', () => {
    let calls = 0;
    const source = recordAt(
      () => 3076,
      (id: number, currency: string) => {
        calls += 1;
        return load(id, currency);
      },
    );
    expect(calls).toBe(0);
    expect(source.early).toBeNull();
  });
});
