import { useEffect, type RefObject } from 'react';

/**
 * Calls onDismiss on a click outside `ref` or on Escape while `active`. Escape from inside the popup
 * puts focus back on `trigger`, since the popup's content (and the focus in it) goes away.
 */
export function useDismiss(ref: RefObject<HTMLElement | null>, active: boolean, onDismiss: () => void, trigger?: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    if (!active) return;
    const onPointer = (event: PointerEvent) => {
      if (ref.current && event.target instanceof Node && !ref.current.contains(event.target)) onDismiss();
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      if (ref.current?.contains(document.activeElement)) trigger?.current?.focus();
      onDismiss();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [ref, active, onDismiss]);
}
