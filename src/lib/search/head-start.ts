/**
 * A request started before the island hydrates (the pre-rendered /search page starts its first search
 * when its script loads), kept under its query's key and handed once to whoever asks for that same
 * key first: a different key drops it (that answer is no longer wanted), and a second take finds nothing.
 */
export interface HeadStart<T> {
  /** Keep `answer` for `key` (replacing whatever was kept). */
  offer(key: string, answer: Promise<T>): void;
  /** The kept answer when it was started for `key`; null otherwise. Either way nothing is kept after. */
  take(key: string): Promise<T> | null;
}

export function headStart<T>(): HeadStart<T> {
  let kept: { key: string; answer: Promise<T> } | null = null;
  return {
    offer(key, answer) {
      kept = { key, answer };
    },
    take(key) {
      const started = kept;
      kept = null;
      return started && started.key === key ? started.answer : null;
    },
  };
}
