/**
 * The browser's frames, stubbed for the early layer's tests: what waits for the first screen
 * (src/early/after-first-screen.ts) runs after the frames that follow the load event, then a task.
 */
import { vi } from 'vitest';

/** The next task: what a frame's callback scheduled with setTimeout has run. */
export const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * Stubs requestAnimationFrame; the answer draws frames (each one's callbacks, then the task after it)
 * for as long as a callback asks for another, as the first screen's two frames do.
 */
export function stubFrames(): () => Promise<void> {
  const callbacks: (() => void)[] = [];
  vi.stubGlobal('requestAnimationFrame', (callback: () => void) => callbacks.push(callback));
  return async () => {
    do {
      for (const callback of callbacks.splice(0)) callback();
      await nextTask();
    } while (callbacks.length > 0);
  };
}
