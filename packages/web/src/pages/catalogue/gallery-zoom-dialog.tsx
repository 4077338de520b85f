import { useEffect, useRef, useState, type ReactElement } from 'react';
import { useMessages } from '../../i18n/messages.js';
import { Dialog } from '../../ui/dialog.js';
import type { GalleryView } from './gallery-views.js';

/**
 * The gallery's zoom: one view at twice the size in a pane that pans with the pointer, a finger, the wheel or the
 * arrow keys (it takes focus), with the previous and next views. A Dialog, so Escape closes it and focus goes back
 * to the image it was opened from. Its own chunk: the gallery mounts it (anew at each opening, at `start`) and opens `id`.
 */
export function GalleryZoomDialog({
  id,
  title,
  views,
  start,
}: {
  readonly id: string;
  readonly title: string;
  readonly views: readonly GalleryView[];
  readonly start: number;
}): ReactElement | null {
  const { t } = useMessages();
  const [index, setIndex] = useState(start);
  const pane = useRef<HTMLDivElement>(null);
  const view = views[index];

  // Each view opens on its centre.
  useEffect(() => {
    const element = pane.current;
    if (element === null) return;
    element.scrollLeft = (element.scrollWidth - element.clientWidth) / 2;
    element.scrollTop = (element.scrollHeight - element.clientHeight) / 2;
  }, [index]);

  if (view === undefined) return null;
  return (
    <Dialog id={id} title={title} height="full">
      <div
        ref={pane}
        className="pdp-zoom__pane"
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling pane takes focus so the arrow keys pan it
        tabIndex={0}
        role="group"
        aria-label={view.alt}
        onMouseMove={(event) => {
          // A mouse pans like a lens: the point under the pointer comes into view.
          const element = event.currentTarget;
          const box = element.getBoundingClientRect();
          element.scrollLeft = ((event.clientX - box.left) / box.width) * (element.scrollWidth - element.clientWidth);
          element.scrollTop = ((event.clientY - box.top) / box.height) * (element.scrollHeight - element.clientHeight);
        }}
      >
        <img src={view.url} alt={view.alt} width={1600} height={1600} />
      </div>
      {views.length > 1 ? (
        <nav className="pdp-zoom__nav" aria-label={title}>
          <button type="button" className="button" disabled={index === 0} onClick={() => setIndex(index - 1)}>
            {t('product.previousView')}
          </button>
          <span role="status">{t('product.zoomPosition', { index: index + 1, count: views.length })}</span>
          <button type="button" className="button" disabled={index === views.length - 1} onClick={() => setIndex(index + 1)}>
            {t('product.nextView')}
          </button>
        </nav>
      ) : null}
    </Dialog>
  );
}
