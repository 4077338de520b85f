import { lazy, Suspense, useEffect, useRef, useState, type ReactElement } from 'react';
import type { UserGeneratedContentBlock } from '@stride/domain/content';
import { useMarket } from '../../app/router.js';
import { useApi } from '../../app/services-context.js';
import { useMessages } from '../../i18n/messages.js';
import { photoGalleryKey } from '../block-extras.js';
import { mountSocialGallery } from '../social-gallery/mount-social-gallery.js';
import { sandboxSocialGallery } from '../social-gallery/sandbox-social-gallery.js';
import { vendorSocialGallery } from '../social-gallery/vendor-social-gallery.js';
import { useDialogs } from '../../state/dialogs.js';
import type { PhotoSet } from '../../ugc/ugc-photo.js';
import { useContentContext } from './block-context.js';

// The review user-generated content dialog is its own chunk, loaded at the first photo opened.
const PhotoDialog = lazy(() => import('../../ugc/photo-dialog.js').then((module) => ({ default: module.PhotoDialog })));

/** The page's meta naming the vendor's script URL template; absent, the sandbox widget draws the store's own photos. */
export const SOCIAL_GALLERY_SCRIPT_META = 'stride:social-gallery-script';

/**
 * The user-photo gallery: the approved photos of the block's product (looked up by id, its master id), server-rendered;
 * a photo opens large in the review user-generated content dialog (a link to the image without JavaScript).
 */
export function UserPhotoGalleryView({ block }: { readonly block: UserGeneratedContentBlock }): ReactElement | null {
  const { extras } = useContentContext();
  const { t } = useMessages();
  const dialogs = useDialogs();
  const [photoSet, setPhotoSet] = useState<PhotoSet | null>(null);
  const dialogId = `review-ugc-gallery-${photoGalleryKey(block)}`;
  const gallery = extras.photoGalleries[photoGalleryKey(block)];
  if (gallery === undefined || gallery.photos.length === 0) return null;
  const photos = gallery.photos.map((photo) => ({
    mediaId: photo.id,
    url: photo.imageUrl,
    alt: photo.caption,
    caption: photo.caption,
    author: photo.authorName,
    postedAt: photo.createdAt,
  }));
  return (
    <section className="photo-gallery" data-product-id={block.productId ?? undefined}>
      <h2 className="photo-gallery__title">{block.title ?? t('gallery.userPhotos')}</h2>
      <ul className="photo-gallery__list">
        {gallery.photos.map((photo, index) => (
          <li key={photo.id} className="photo-gallery__item" data-photo-id={photo.id}>
            <figure>
              <a
                href={photo.imageUrl}
                onClick={(event) => {
                  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
                  event.preventDefault();
                  setPhotoSet({ photos, start: index, opened: (photoSet?.opened ?? 0) + 1 });
                  dialogs.open(dialogId);
                }}
              >
                <img src={photo.imageUrl} alt={photo.caption} width={1600} height={900} loading="lazy" decoding="async" />
              </a>
              <figcaption>
                {photo.caption} <span className="photo-gallery__author">{t('gallery.photoBy', { name: photo.authorName })}</span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
      {photoSet !== null ? (
        <Suspense fallback={null}>
          <PhotoDialog key={photoSet.opened} id={dialogId} photos={photoSet.photos} start={photoSet.start} />
        </Suspense>
      ) : null}
    </section>
  );
}

const wait = (ms: number) => new Promise<void>((resolve) => window.setTimeout(resolve, ms));

/**
 * The social gallery: an empty container on the server; in the browser the widget (the vendor's, configured by the
 * page's meta, or the sandbox's) is loaded, created after the 500 ms wait, and any failure only logged.
 */
export function SocialGalleryView({ block }: { readonly block: UserGeneratedContentBlock }): ReactElement {
  const element = useRef<HTMLDivElement>(null);
  const api = useApi();
  const market = useMarket();
  const { t } = useMessages();
  const containerId = block.widgetContainerId ?? 'social-gallery';
  useEffect(() => {
    const target = element.current;
    if (target === null) return;
    const template = document.querySelector<HTMLMetaElement>(`meta[name="${SOCIAL_GALLERY_SCRIPT_META}"]`)?.content;
    const widget = template ? vendorSocialGallery(template, document) : sandboxSocialGallery(api, document, (name) => t('gallery.photoBy', { name }));
    const productTag = async () => {
      if (block.productId == null) return block.tagId ?? undefined;
      const product = await api.call('getProductDetails', { params: { productId: block.productId } });
      if (product.isOk()) return product.value.id;
      console.warn(`Stride: product lookup for the social gallery failed (${block.productId}); the widget loads without a tag`, product.error);
      return undefined;
    };
    void mountSocialGallery(
      widget,
      target,
      { containerId, locale: market.locale },
      { wait, log: (message, error) => console.warn(message, error), productTag },
    );
  }, [api, market.locale, containerId, block.productId, block.tagId, t]);
  return (
    <section className="social-gallery">
      {block.title != null && block.title !== '' && <h2 className="social-gallery__title">{block.title}</h2>}
      <div className="social-gallery__widget" id={containerId} data-social-gallery={containerId} ref={element} />
    </section>
  );
}
