import { useEffect, useRef, useState } from 'react';

/**
 * Measures an element's content width with ResizeObserver (where the browser has it), so charts
 * draw at their real size. Until measured, and where ResizeObserver is missing, returns `fallback`.
 */
export function useElementWidth<E extends HTMLElement>(fallback: number) {
  const ref = useRef<E>(null);
  const [width, setWidth] = useState(fallback);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver((entries) => {
      const w = entries[0]?.contentRect.width;
      if (w && w > 0) setWidth(Math.round(w));
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}
