import { useCallback, useState } from 'react';
import {
  chooseQuickShopOption,
  COLOUR_ATTRIBUTE_TYPE,
  quickShopAddLine,
  type QuickShopFooterAction,
  type QuickShopOpenedFor,
  type QuickShopSelection,
  type VariantStock,
} from '@stride/domain/catalogue';
import type { ProductDetailsAnswer } from '@stride/application/storefront';
import { useRootData } from '../../app/router.js';
import { useSession } from '../../state/session.js';
import type { CartLineInput } from '../../state/cart.js';
import { footerActionFor, selectedVariant, selectionStock, type ProductInventoryAnswer } from './product-selection.js';

export interface VariantSelectionState {
  readonly selection: QuickShopSelection;
  readonly variant: ProductDetailsAnswer['variants'][number] | null;
  readonly stock: VariantStock | null;
  readonly action: QuickShopFooterAction;
  /** The attribute the shopper must still choose before buying, once they tried; else null. */
  readonly missing: string | null;
  choose(attributeType: string, optionId: string): QuickShopSelection;
  /**
   * The cart line for the chosen variant (one unit, quick-shop's rule), or null after flagging the
   * first unchosen attribute.
   */
  lineToAdd(storeId?: string): CartLineInput | null;
}

/** The colour and size choice of a product (page or quick-shop), with its variant, stock and footer action. */
export function useVariantSelection(
  product: ProductDetailsAnswer,
  inventory: ProductInventoryAnswer | null,
  initial: QuickShopSelection,
  onChange?: (selection: QuickShopSelection) => void,
  openedFor: QuickShopOpenedFor = 'add',
): VariantSelectionState {
  const { signedIn } = useSession();
  const { features } = useRootData();
  const [selection, setSelection] = useState(initial);
  const [missing, setMissing] = useState<string | null>(null);
  const variant = selectedVariant(product, selection);
  const stock = selectionStock(product, inventory, selection);
  const action = footerActionFor(product, stock, signedIn, { notifyMe: features.notifyMe, openedFor });

  const choose = useCallback(
    (attributeType: string, optionId: string) => {
      const next = chooseQuickShopOption(product, selection, attributeType, optionId).unwrapOr(selection);
      setSelection(next);
      setMissing((was) => (was === attributeType ? null : was));
      onChange?.(next);
      return next;
    },
    [product, selection, onChange],
  );

  const lineToAdd = (storeId?: string): CartLineInput | null => {
    if (variant === null) {
      const unchosen = product.attributes.find((a) => a.type !== COLOUR_ATTRIBUTE_TYPE && selection[a.type] === undefined);
      setMissing(unchosen?.type ?? null);
      return null;
    }
    return { ...quickShopAddLine(variant), ...(storeId !== undefined ? { storeId } : {}) };
  };

  return { selection, variant, stock, action, missing, choose, lineToAdd };
}
