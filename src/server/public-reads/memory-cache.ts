/**
 * The isolate's memory in front of the Workers cache (edge-cache.ts): answers this isolate stored in
 * the cache, or found there, lately. A fresh one is served from here without the cache lookup, which
 * is a subrequest on Cloudflare and a call to the cache service locally; a hot list or product answers
 * at the cost of the request itself.
 *
 * It changes no rule of the cache: keys are the cache's keys, which carry the catalog version, so a
 * catalog change leaves every remembered answer unreachable at the same moment; only answers younger
 * than the fresh time (counted from when the cache stored them) are served, so a stale answer and its
 * refresh still go through the cache. Isolates come and go and each remembers on its own, so this is
 * only ever a shortcut to what the cache would answer. Bounded in bytes: the least recently used
 * answers leave first, and an answer too large to be worth a share of the budget is not kept.
 */

export interface RememberedAnswer {
  /** The headers as the cache stores them (edge-cache.ts store()). */
  headers: [string, string][];
  body: ArrayBuffer;
  /** When the cache stored the answer, ms since the epoch. */
  storedAt: number;
}

/** What an isolate spends on remembered answers (a list page of 50 cards is about 30 KB). */
export const MEMORY_CACHE_BYTES = 8 * 1024 * 1024;
export const MEMORY_CACHE_ENTRY_BYTES = 512 * 1024;

const sizeOf = (key: string, answer: RememberedAnswer): number =>
  key.length * 2 + answer.body.byteLength + answer.headers.reduce((sum, [name, value]) => sum + (name.length + value.length) * 2, 0);

export class MemoryCache {
  // A Map iterates in insertion order: re-inserting on use keeps the least recently used first.
  readonly #entries = new Map<string, { answer: RememberedAnswer; size: number }>();
  #bytes = 0;

  constructor(
    readonly maxBytes = MEMORY_CACHE_BYTES,
    readonly maxEntryBytes = MEMORY_CACHE_ENTRY_BYTES,
  ) {}

  /** The answer while it is fresh (`now - storedAt < freshMs`); an older one is forgotten. */
  get(key: string, now: number, freshMs: number): RememberedAnswer | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    this.#delete(key);
    if (!(now - entry.answer.storedAt < freshMs)) return undefined;
    this.#entries.set(key, entry);
    this.#bytes += entry.size;
    return entry.answer;
  }

  put(key: string, answer: RememberedAnswer): void {
    this.#delete(key);
    const size = sizeOf(key, answer);
    if (size > this.maxEntryBytes) return;
    this.#entries.set(key, { answer, size });
    this.#bytes += size;
    for (const oldest of this.#entries.keys()) {
      if (this.#bytes <= this.maxBytes) break;
      this.#delete(oldest);
    }
  }

  get bytes(): number {
    return this.#bytes;
  }

  get size(): number {
    return this.#entries.size;
  }

  #delete(key: string): void {
    const entry = this.#entries.get(key);
    if (!entry) return;
    this.#entries.delete(key);
    this.#bytes -= entry.size;
  }
}
