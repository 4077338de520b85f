import { lazy, Suspense, useEffect, useRef, useState, type ReactElement } from 'react';
import { watchNearViewport } from '../../content/near-viewport.js';

// The sets are their own chunk, fetched when the slot comes near the viewport: the product page's first load carries
// only this slot, and a product in no set shows nothing at all.
const ProductSetsSection = lazy(() => import('./product-sets/product-sets-section.js').then((module) => ({ default: module.ProductSetsSection })));

/** The product page's "complete the look": the sets the product is in, once the shopper comes near. */
export function ProductSetsSlot({ productId }: { readonly productId: string }): ReactElement {
  const slot = useRef<HTMLDivElement>(null);
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    const element = slot.current;
    if (element === null || wanted) return;
    return watchNearViewport(element, (near) => {
      if (near) setWanted(true);
    });
  }, [wanted]);
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
