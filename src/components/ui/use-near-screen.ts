import { useEffect, useState, type RefObject } from 'react';

/** True once the element comes within `margin` of the screen (and stays true); `initially` starts it true. */
export function useNearScreen(ref: RefObject<HTMLElement | null>, margin: string, initially: boolean): boolean {
  const [near, setNear] = useState(initially);
  useEffect(() => {
    const element = ref.current;
    if (!element || near) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          setNear(true);
        }
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, margin, near]);
  return near;
}
