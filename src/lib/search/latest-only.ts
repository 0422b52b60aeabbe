/**
 * Stale answers are dropped: each new request aborts the one before it, and only the latest
 * request's answer (or error) is handed back; older ones resolve as 'stale'.
 */
export type LatestResult<T> = { status: 'latest'; value: T } | { status: 'stale' };

export interface LatestOnly {
  run<T>(task: (signal: AbortSignal) => Promise<T>): Promise<LatestResult<T>>;
  /** Drops whatever is in flight (e.g. the box was cleared or closed). */
  cancel(): void;
}

export function latestOnly(): LatestOnly {
  let generation = 0;
  let controller: AbortController | null = null;

  const cancel = () => {
    generation += 1;
    controller?.abort();
    controller = null;
  };

  return {
    cancel,
    async run<T>(task: (signal: AbortSignal) => Promise<T>): Promise<LatestResult<T>> {
      cancel();
      const mine = generation;
      const own = new AbortController();
      controller = own;
      try {
        const value = await task(own.signal);
        return mine === generation ? { status: 'latest', value } : { status: 'stale' };
      } catch (error) {
        if (mine !== generation) return { status: 'stale' };
        throw error;
      } finally {
        if (controller === own) controller = null;
      }
    },
  };
}
