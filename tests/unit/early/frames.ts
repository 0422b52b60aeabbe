/**
 * The browser's frames, stubbed for the early layer's tests: what waits for the first screen
 * (src/early/after-first-screen.ts) runs after the frame that follows the load event, then a task.
 */
import { vi } from 'vitest';

/** The next task: what a frame's callback scheduled with setTimeout has run. */
export const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Stubs requestAnimationFrame; the answer draws the frame (its callbacks) and waits for the task after it. */
export function stubFrames(): () => Promise<void> {
  const callbacks: (() => void)[] = [];
  vi.stubGlobal('requestAnimationFrame', (callback: () => void) => callbacks.push(callback));
  return async () => {
    for (const callback of callbacks.splice(0)) callback();
    await nextTask();
  };
}
