import type { SyntheticEvent } from 'react';

/**
 * A <dialog>'s `cancel` (Escape) handled by the component that owns its open state: the browser's own
 * close is stopped so that state, not the element, decides (and the closing runs the same way as a press).
 */
export function cancelWith(close: () => void): (event: SyntheticEvent<HTMLDialogElement>) => void {
  return (event) => {
    event.preventDefault();
    close();
  };
}
