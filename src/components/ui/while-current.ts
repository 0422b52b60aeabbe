/**
 * An effect's load: its answer or its failure is handed on only while the effect is current (not
 * cleaned up because the id, the currency or the page moved on). Returns the effect's cleanup.
 */
export function whileCurrent<T>(load: Promise<T>, onReady: (value: T) => void, onFailure: (error: unknown) => void): () => void {
  let current = true;
  load.then(
    (value) => {
      if (current) onReady(value);
    },
    (error: unknown) => {
      if (current) onFailure(error);
    },
  );
  return () => {
    current = false;
  };
}
