import { lazy, Suspense, useRef, useState, type ReactElement } from 'react';
import type { ProductDetailsAnswer } from '@stride/application/storefront';
import { useMessages } from '../../i18n/messages.js';
import { useDialogs } from '../../state/dialogs.js';
import { galleryFor } from './gallery-views.js';

// The zoom is its own chunk, loaded when the shopper first opens it.
const GalleryZoomDialog = lazy(() => import('./gallery-zoom-dialog.js').then((module) => ({ default: module.GalleryZoomDialog })));
const ZOOM_DIALOG_ID = 'pdp-zoom';

/** The id of a view's slide: its thumbnail links to it, so without JavaScript the strip scrolls to it. */
const slideId = (view: string): string => `pdp-view-${view}`;

/**
 * The product page's gallery: the chosen colour's views in a strip that snaps one image at a time (swiped on a
 * phone), thumbnails linking to each, and the zoom opened from the image shown. Without JavaScript the thumbnails
 * are links to the slides and an image links to itself; with it, a thumbnail scrolls the strip in place, the one in
 * view is marked, and an image opens the zoom dialog.
 */
export function ProductGallery({
  id,
  name,
  colour,
  images,
}: {
  /** The root's id. */
  readonly id: string;
  readonly name: string;
  /** The chosen colour's name. */
  readonly colour: string;
  /** The chosen colour's images (`imagesForSelection`). */
  readonly images: ProductDetailsAnswer['images'];
}): ReactElement {
  const { t } = useMessages();
  const dialogs = useDialogs();
  const views = galleryFor(t, name, colour, images);
  const strip = useRef<HTMLUListElement>(null);
  const [current, setCurrent] = useState(0);
  const [zoom, setZoom] = useState<{ readonly start: number; readonly opening: number } | null>(null);

  const show = (index: number) => {
    const element = strip.current;
    // The strip's smooth scrolling is CSS, off for a shopper who asked for reduced motion.
    if (element !== null) element.scrollTo({ left: index * element.clientWidth });
  };
  const open = (index: number) => {
    setZoom({ start: index, opening: (zoom?.opening ?? 0) + 1 });
    dialogs.open(ZOOM_DIALOG_ID);
  };

  return (
    <div id={id} className="pdp__gallery">
      <ul
        ref={strip}
        className="pdp-gallery__strip"
        aria-label={t('product.gallery', { name, colour })}
        onScroll={(event) => setCurrent(Math.round(event.currentTarget.scrollLeft / Math.max(1, event.currentTarget.clientWidth)))}
      >
        {views.map((view, index) => (
          <li key={view.url} id={slideId(view.view)} className="pdp-gallery__slide">
            <a
              className="pdp-gallery__zoom"
              href={view.url}
              aria-haspopup="dialog"
              onClick={(event) => {
                event.preventDefault();
                open(index);
              }}
            >
              <img
                src={view.url}
                alt={view.alt}
                width={800}
                height={800}
                fetchPriority={index === 0 ? 'high' : 'auto'}
                loading={index === 0 ? 'eager' : 'lazy'}
              />
              <span className="pdp-gallery__zoom-hint">{t('product.zoomView', { view: view.name })}</span>
            </a>
          </li>
        ))}
      </ul>
      {views.length > 1 ? (
        <ul className="pdp-gallery__thumbs">
          {views.map((view, index) => (
            <li key={view.url}>
              <a
                href={`#${slideId(view.view)}`}
                aria-current={index === current ? 'true' : undefined}
                onClick={(event) => {
                  event.preventDefault();
                  show(index);
                }}
              >
                <img src={view.url} alt={t('product.showView', { view: view.name })} width={72} height={72} loading="lazy" />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      {zoom !== null ? (
        <Suspense fallback={null}>
          <GalleryZoomDialog key={zoom.opening} id={ZOOM_DIALOG_ID} title={t('product.zoomTitle', { name, colour })} views={views} start={zoom.start} />
        </Suspense>
      ) : null}
    </div>
  );
}
