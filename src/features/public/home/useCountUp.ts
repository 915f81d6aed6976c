import { useEffect, useState } from 'react';
import { prefersReducedMotion } from '../../../components/navigation/anchorScroll';

/** Counts from 0 to `target` over `durationMs` (ease-out); at once when the reader prefers less motion. */
export function useCountUp(target: number, durationMs: number): number {
  const still = prefersReducedMotion();
  const [value, setValue] = useState(0);
  useEffect(() => {
    if (still) return undefined;
    let frame = 0;
    const start = performance.now();
    const tick = (now: number) => {
      const progress = Math.min(1, (now - start) / durationMs);
      setValue(target * (1 - (1 - progress) ** 3));
      if (progress < 1) frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [target, durationMs, still]);
  return still ? target : value;
}
