import { useEffect, useRef, useState, type RefObject } from 'react';

/** How far before the viewport a part of the page counts as near it: the on-visible hydration mode and Embla's load. */
const NEAR_VIEWPORT = '200px';

/**
 * Calls `onChange` with whether `element` is within 200 px of the viewport, each time that changes (the first call
 * comes once the browser has looked). Answers the function that stops watching.
 * @example const stop = watchNearViewport(slot, (near) => near && hydrate());
 */
export function watchNearViewport(element: Element, onChange: (near: boolean) => void): () => void {
  const observer = new IntersectionObserver((entries) => onChange(entries.some((entry) => entry.isIntersecting)), { rootMargin: NEAR_VIEWPORT });
  observer.observe(element);
  return () => observer.disconnect();
}

/**
 * A ref to put on a part of the page, and whether that part has come near the viewport yet (it stays true once it
 * has): what a section loaded on approach waits for.
 * @example const [slot, near] = useNearViewportOnce<HTMLElement>(); <section ref={slot}>{near ? <Lazy /> : null}</section>
 */
export function useNearViewportOnce<T extends Element>(): readonly [RefObject<T | null>, boolean] {
  const slot = useRef<T>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = slot.current;
    if (element === null || near) return;
    return watchNearViewport(element, (isNear) => {
      if (isNear) setNear(true);
    });
  }, [near]);
  return [slot, near];
}
