import { lazy, Suspense, type ReactElement } from 'react';
import { useNearViewportOnce } from '../../content/near-viewport.js';

// The sets are their own chunk, fetched when the slot comes near the viewport: the product page's first load carries
// only this slot, and a product in no set shows nothing at all.
const ProductSetsSection = lazy(() => import('./product-sets/product-sets-section.js').then((module) => ({ default: module.ProductSetsSection })));

/** The product page's "complete the look": the sets the product is in, once the shopper comes near. */
export function ProductSetsSlot({ productId }: { readonly productId: string }): ReactElement {
  const [slot, wanted] = useNearViewportOnce<HTMLDivElement>();
  return (
    <div ref={slot} className="pdp-sets">
      {wanted ? (
        <Suspense fallback={null}>
          <ProductSetsSection productId={productId} />
        </Suspense>
      ) : null}
    </div>
  );
}
