import { CONTENT_GALLERY_WIDGET_WAIT_MS } from '@stride/domain/content';
import type { SocialGalleryOptions, SocialGalleryWidget } from './social-gallery.port.js';

/** What mounting needs besides the widget: a way to wait and to log (content spec section 8: failures are logged only). */
export interface MountSocialGalleryDeps {
  readonly wait: (ms: number) => Promise<void>;
  readonly log: (message: string, error: unknown) => void;
  /** The product's master id, looked up by the block's product id; undefined when the lookup failed (logged by it). */
  readonly productTag: () => Promise<string | undefined>;
}

/**
 * Mounts a social gallery: loads the widget, waits the spec's creation wait (500 ms), then creates it in the element.
 * A failure (script load, creation) is logged and the element stays empty: the shopper never sees an error.
 * @returns true when the widget was created
 */
export async function mountSocialGallery(
  widget: SocialGalleryWidget,
  element: HTMLElement,
  options: Omit<SocialGalleryOptions, 'productTag'>,
  deps: MountSocialGalleryDeps,
): Promise<boolean> {
  try {
    const productTag = await deps.productTag();
    const full: SocialGalleryOptions = { ...options, ...(productTag === undefined ? {} : { productTag }) };
    await widget.load(full);
    await deps.wait(CONTENT_GALLERY_WIDGET_WAIT_MS);
    await widget.create(element, full);
    return true;
  } catch (error) {
    deps.log('Stride: the social gallery could not be shown', error);
    return false;
  }
}
