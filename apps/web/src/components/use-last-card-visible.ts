// Calls back when the observed element (the last card) scrolls into view: drives infinite scroll.
import { useCallback, useLayoutEffect, useRef } from 'react';

export function useLastCardVisible(onVisible: () => void, enabled: boolean) {
  const observer = useRef<IntersectionObserver | null>(null);
  const callback = useRef(onVisible);
  useLayoutEffect(() => {
    callback.current = onVisible;
  });
  return useCallback(
    (node: Element | null) => {
      observer.current?.disconnect();
      if (!node || !enabled) return;
      observer.current = new IntersectionObserver(
        (entries) => {
          if (entries.some((e) => e.isIntersecting)) callback.current();
        },
        { rootMargin: '200px' },
      );
      observer.current.observe(node);
    },
    [enabled],
  );
}
