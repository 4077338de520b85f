import type { SocialGalleryOptions, SocialGalleryWidget } from './social-gallery.port.js';

/** What the vendor's script defines: a global that creates the experience in a container. */
interface SocialGalleryVendorGlobal {
  createExperience(containerId: string, options: { readonly element: HTMLElement; readonly locale: string; readonly productTag?: string }): void;
}

/**
 * The vendor's widget: its script URL is built from the configured template (`{containerId}`, `{locale}`), loaded
 * once per URL; `window.socialGallery.createExperience` draws it. A script that fails to load or defines no global
 * rejects (the block logs it; nothing is shown).
 * @example vendorSocialGallery('https://cdn.vendor.example/{containerId}/{locale}/widget.js', document)
 */
export function vendorSocialGallery(scriptUrlTemplate: string, doc: Document): SocialGalleryWidget {
  const loaded = new Map<string, Promise<void>>();
  const scriptUrl = (options: SocialGalleryOptions) =>
    scriptUrlTemplate.replaceAll('{containerId}', encodeURIComponent(options.containerId)).replaceAll('{locale}', encodeURIComponent(options.locale));
  return {
    load(options) {
      const src = scriptUrl(options);
      let loading = loaded.get(src);
      if (loading === undefined) {
        loading = new Promise<void>((resolve, reject) => {
          const script = doc.createElement('script');
          script.src = src;
          script.async = true;
          script.onload = () => resolve();
          script.onerror = () => reject(new Error(`social gallery script failed to load: ${src}`));
          doc.head.append(script);
        });
        loaded.set(src, loading);
      }
      return loading;
    },
    async create(element, options) {
      const vendor = (doc.defaultView as (Window & { socialGallery?: SocialGalleryVendorGlobal }) | null)?.socialGallery;
      if (vendor === undefined) throw new Error('social gallery script defines no socialGallery');
      vendor.createExperience(options.containerId, {
        element,
        locale: options.locale,
        ...(options.productTag === undefined ? {} : { productTag: options.productTag }),
      });
    },
  };
}
