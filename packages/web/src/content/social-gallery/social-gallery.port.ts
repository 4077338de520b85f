/** What a social gallery widget is made from: the editor's container id, the page's locale and a product tag. */
export interface SocialGalleryOptions {
  readonly containerId: string;
  readonly locale: string;
  /** The product's master id when the block names a product (and the lookup worked): the widget shows its posts. */
  readonly productTag?: string;
}

/**
 * A social gallery widget: `load` fetches what the widget needs (the vendor's script), `create` draws it into the
 * block's element. The block waits CONTENT_GALLERY_WIDGET_WAIT_MS between the two, as the vendor asks.
 */
export interface SocialGalleryWidget {
  load(options: SocialGalleryOptions): Promise<void>;
  create(element: HTMLElement, options: SocialGalleryOptions): Promise<void>;
}
