import { useCallback, useEffect, useState, type CSSProperties, type ReactElement, type ReactNode } from 'react';
import { collectionAutorotateIntervalMs, collectionLayouts, type CollectionBlock } from '@stride/domain/content';
import { useMessages } from '../../i18n/messages.js';
import { useLazyCarousel } from './lazy-carousel.js';

const MEDIA: Readonly<Record<'sm' | 'md' | 'lg', string>> = {
  sm: '(max-width: 767px)',
  md: '(min-width: 768px) and (max-width: 1023px)',
  lg: '(min-width: 1024px)',
};

type Layouts = ReturnType<typeof collectionLayouts>;

function layoutsOf(block: CollectionBlock): Layouts {
  const fallback = { type: block.collectionType ?? 'grid' } as const;
  const from = (size: 'sm' | 'md' | 'lg') => {
    const layout = block.breakpoints?.[size];
    return layout ? { ...layout, type: layout.type, autorotateTime: layout.autorotateTime ?? undefined } : fallback;
  };
  return collectionLayouts(block.name ?? undefined, { sm: from('sm'), md: from('md'), lg: from('lg') });
}

/** Carousel flags per breakpoint as classes, so CSS shows each control only where it applies. */
function controlClasses(block: CollectionBlock, layouts: Layouts): string[] {
  const classes: string[] = [];
  for (const size of ['sm', 'md', 'lg'] as const) {
    const layout = layouts[size];
    const settings = block.breakpoints?.[size];
    classes.push(`collection--${size}-${layout?.type ?? 'grid'}`);
    if (layout?.type !== 'carousel') continue;
    if (settings?.showArrows !== false) classes.push(`collection--${size}-arrows`);
    if (settings?.showIndicators === true) classes.push(`collection--${size}-dots`);
    if (settings?.showProgress === true) classes.push(`collection--${size}-progress`);
  }
  return classes;
}

/** The breakpoint whose settings apply now (browser only). */
function currentSize(): 'sm' | 'md' | 'lg' {
  if (typeof matchMedia === 'undefined') return 'lg';
  return matchMedia(MEDIA.lg).matches ? 'lg' : matchMedia(MEDIA.md).matches ? 'md' : 'sm';
}

/**
 * A collection: a grid or a carousel per breakpoint (a name with [stacked] is a full-width grid on md and lg). The
 * carousel is Embla (loaded near the viewport, active only at the breakpoints that ask for it) with arrows, dots that scroll to their slide,
 * a progress bar, autoplay every autorotateTime seconds (paused while hovered or focused, off with reduced motion)
 * and loop. Without JavaScript a carousel is a row that scrolls with snap points.
 */
export function CollectionView({ block, children }: { readonly block: CollectionBlock; readonly children: readonly ReactNode[] }): ReactElement {
  const { t } = useMessages();
  const layouts = layoutsOf(block);
  const carouselMedia = (['sm', 'md', 'lg'] as const).filter((size) => layouts[size]?.type === 'carousel').map((size) => MEDIA[size]);
  const loop = (['sm', 'md', 'lg'] as const).some((size) => block.breakpoints?.[size]?.loop === true);
  const [viewport, embla] = useLazyCarousel(
    { active: false, loop, align: 'start', breakpoints: Object.fromEntries(carouselMedia.map((media) => [media, { active: true }])) },
    carouselMedia,
  );
  const [selected, setSelected] = useState(0);
  const [progress, setProgress] = useState(0);
  const [paused, setPaused] = useState(false);
  const onSelect = useCallback(() => {
    if (!embla) return;
    setSelected(embla.selectedScrollSnap());
    setProgress(Math.max(0, Math.min(1, embla.scrollProgress())));
  }, [embla]);
  useEffect(() => {
    if (!embla) return;
    embla.on('select', onSelect).on('scroll', onSelect).on('reInit', onSelect);
    return () => void embla.off('select', onSelect).off('scroll', onSelect).off('reInit', onSelect);
  }, [embla, onSelect]);
  useEffect(() => {
    if (!embla || paused) return;
    const size = currentSize();
    const settings = block.breakpoints?.[size];
    const interval = settings?.autoplay === true ? collectionAutorotateIntervalMs(settings.autorotateTime ?? undefined) : null;
    if (interval === null || matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    const timer = setInterval(() => (embla.canScrollNext() ? embla.scrollNext() : embla.scrollTo(0)), interval);
    return () => clearInterval(timer);
  }, [embla, paused, block.breakpoints]);
  const count = children.length;
  const style = {
    '--slide-sm': block.breakpoints?.sm?.slideWidth ?? undefined,
    '--slide-md': block.breakpoints?.md?.slideWidth ?? undefined,
    '--slide-lg': block.breakpoints?.lg?.slideWidth ?? undefined,
    '--columns-sm': block.breakpoints?.sm?.columns ?? undefined,
    '--columns-md': block.breakpoints?.md?.columns ?? undefined,
    '--columns-lg': block.breakpoints?.lg?.columns ?? undefined,
  } as CSSProperties;
  const titleId = block.id ? `collection-${block.id}` : undefined;
  return (
    <section
      className={['collection', ...controlClasses(block, layouts), block.variant ? `collection--${block.variant}` : ''].join(' ')}
      style={style}
      aria-labelledby={block.title ? titleId : undefined}
      aria-roledescription={carouselMedia.length > 0 ? t('collection.carousel') : undefined}
      onPointerEnter={() => setPaused(true)}
      onPointerLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      {block.title && (
        <div className={`collection__head collection__head--${block.titleAlignment ?? 'left'}`}>
          <h2 id={titleId}>{block.title}</h2>
          {block.textLink && <a href={block.textLink.url}>{block.textLink.text}</a>}
        </div>
      )}
      <div className="collection__viewport" ref={viewport}>
        <ul className="collection__track">
          {children.map((child, index) => (
            <li className="collection__slide" key={index} aria-label={t('collection.slide', { index: index + 1, count })}>
              {child}
            </li>
          ))}
        </ul>
      </div>
      <div className="collection__controls" data-ready={embla ? 'true' : 'false'}>
        <button type="button" className="collection__arrow" onClick={() => embla?.scrollPrev()} aria-label={t('collection.previous')}>
          <span aria-hidden="true">‹</span>
        </button>
        <ol className="collection__dots">
          {children.map((_, index) => (
            <li key={index}>
              <button
                type="button"
                aria-label={t('collection.goTo', { index: index + 1 })}
                aria-current={index === selected ? 'true' : undefined}
                onClick={() => embla?.scrollTo(index)}
              />
            </li>
          ))}
        </ol>
        <div className="collection__progress" aria-hidden="true">
          <span style={{ transform: `scaleX(${count > 1 ? Math.max(progress, 1 / count) : 1})` }} />
        </div>
        <button type="button" className="collection__arrow" onClick={() => embla?.scrollNext()} aria-label={t('collection.next')}>
          <span aria-hidden="true">›</span>
        </button>
      </div>
    </section>
  );
}
