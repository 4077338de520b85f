import type { ProductImageView } from '@stride/domain/catalogue';
import type { ProductDetailsAnswer } from '@stride/application/storefront';
import type { MessageId, Translate } from '../../i18n/messages.js';

const VIEW_NAMES: Readonly<Record<ProductImageView, MessageId>> = {
  side: 'product.view.side',
  top: 'product.view.top',
  back: 'product.view.back',
  sole: 'product.view.sole',
  front: 'product.view.front',
  detail: 'product.view.detail',
};

/** One image of the product page's gallery: a view of the chosen colour, named and described in the shopper's language. */
export interface GalleryView {
  readonly url: string;
  readonly view: ProductImageView;
  /** The view's name: "sole", "vue de dessus". */
  readonly name: string;
  readonly alt: string;
}

/**
 * The gallery of one colour's images (`imagesForSelection`; kept out of this module, like the colour's name, so the
 * gallery's chunk shares no module with the page's first load): each view named, with its alt text.
 * @example galleryFor(t, 'Stride Pace Runner 3', 'Stone Grey', images)[0].alt // 'Stride Pace Runner 3 in Stone Grey, side view'
 */
export function galleryFor(t: Translate, name: string, colour: string, images: ProductDetailsAnswer['images']): readonly GalleryView[] {
  return images.map((image) => {
    const view = t(VIEW_NAMES[image.view]);
    return { url: image.url, view: image.view, name: view, alt: t('product.imageAlt', { name, colour, view }) };
  });
}
