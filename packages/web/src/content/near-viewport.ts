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
