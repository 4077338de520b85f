import { useEffect, useState } from 'react';
import type { EmblaCarouselType, EmblaOptionsType } from 'embla-carousel';
import { watchNearViewport } from '../near-viewport.js';

/**
 * Embla on a carousel's viewport, loaded only when it is needed: once the viewport is near the screen and one of
 * `carouselMedia` (the breakpoints where the block is a carousel) applies, now or after a resize. A collection that is
 * a grid at this width, or one the shopper never scrolls to, never downloads Embla (7 KB gzip). Until it
 * arrives the carousel is the server's row with scroll snap points. Answers the viewport's ref and Embla's API.
 * @example const [viewport, embla] = useLazyCarousel({ loop: true }, ['(max-width: 767px)']);
 */
export function useLazyCarousel(
  options: EmblaOptionsType,
  carouselMedia: readonly string[],
): [(node: HTMLElement | null) => void, EmblaCarouselType | undefined] {
  const [viewport, setViewport] = useState<HTMLElement | null>(null);
  const [embla, setEmbla] = useState<EmblaCarouselType>();
  // Options are made on every render: their text says when they changed.
  const optionsKey = JSON.stringify([options, carouselMedia]);
  useEffect(() => {
    if (viewport === null || carouselMedia.length === 0) return;
    const queries = carouselMedia.map((media) => matchMedia(media));
    let near = false;
    let made: EmblaCarouselType | undefined;
    let state: 'waiting' | 'loading' | 'done' = 'waiting';
    const load = () => {
      if (state !== 'waiting' || !near || !queries.some((query) => query.matches)) return;
      state = 'loading';
      void import('embla-carousel').then(({ default: EmblaCarousel }) => {
        if (state !== 'loading') return;
        state = 'done';
        made = EmblaCarousel(viewport, options);
        setEmbla(made);
      });
    };
    const stopWatching = watchNearViewport(viewport, (isNear) => {
      near = isNear;
      load();
    });
    for (const query of queries) query.addEventListener('change', load);
    return () => {
      state = 'done';
      stopWatching();
      for (const query of queries) query.removeEventListener('change', load);
      made?.destroy();
      setEmbla(undefined);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- optionsKey stands for options and carouselMedia
  }, [viewport, optionsKey]);
  return [setViewport, embla];
}
