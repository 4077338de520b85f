import type { StrideApiClient } from '@stride/adapters-http/browser';
import { contentRouteAddresses } from '@stride/application/content-route-addresses';
import type { SocialGalleryWidget } from './social-gallery.port.js';

/** How many posts the sandbox widget shows. */
const SANDBOX_POSTS = 8;

/**
 * The sandbox widget: the store's own shoppers' photos (`getUserPhotos`, the product tag's when there is one) drawn
 * as the vendor's widget would draw its posts. Used when no vendor script is configured.
 */
export function sandboxSocialGallery(api: StrideApiClient, doc: Document, photoBy: (name: string) => string): SocialGalleryWidget {
  return {
    load: async () => {},
    async create(element, options) {
      const answer = await api.with(contentRouteAddresses).call('getUserPhotos', {
        query: { limit: SANDBOX_POSTS, ...(options.productTag === undefined ? {} : { productId: options.productTag }) },
      });
      if (answer.isErr()) throw new Error(`social gallery photos failed to load (${answer.error.kind})`);
      const list = doc.createElement('ul');
      list.className = 'social-gallery__posts';
      for (const photo of answer.value.photos) {
        const item = doc.createElement('li');
        const figure = doc.createElement('figure');
        const image = doc.createElement('img');
        image.src = photo.imageUrl;
        image.alt = photo.caption;
        image.width = 1600;
        image.height = 900;
        image.loading = 'lazy';
        const caption = doc.createElement('figcaption');
        caption.textContent = photoBy(photo.authorName);
        figure.append(image, caption);
        item.append(figure);
        list.append(item);
      }
      element.replaceChildren(list);
      element.dataset.socialGalleryReady = 'true';
    },
  };
}
