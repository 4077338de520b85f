import type { CurrencyCode } from '../../money/index.js';

/** A stored delivery address: the spec's address object, written and read whole. */
export type StoredAddress = Readonly<Record<string, unknown>>;

/** A basket line with what its delivery depends on. */
export interface DeliveryBasketLine {
  readonly itemId: string;
  readonly productId: string;
  readonly variantId: string;
  readonly qty: number;
  readonly isDigital: boolean;
  readonly isCustoms: boolean;
  readonly shippingMethodCode: string;
  readonly storeId?: string | undefined;
}

/** The delivery side of a basket: owner, currency, addresses, the home shipment's method and the lines. */
export interface DeliveryBasket {
  readonly basketId: string;
  readonly consumerNo: string;
  /** The consumer who created the basket (see `basketAccessRefusal`); absent in test doubles. */
  readonly createdBy?: string | null;
  readonly currency: CurrencyCode;
  readonly shippingAddress?: StoredAddress | undefined;
  readonly billingAddress?: StoredAddress | undefined;
  /** The method chosen for the home-delivery shipment's regular parcels, when one was chosen. */
  readonly shippingMethodCode?: string | undefined;
  readonly lines: readonly DeliveryBasketLine[];
}

/** A shipping method chosen for some lines of a shipment. */
export interface ShippingMethodSelection {
  readonly code: string;
  readonly itemIds: readonly string[];
  /** True for the home shipment's regular parcels: the basket's own method changes too. */
  readonly isHomeShipment: boolean;
  /** For a store shipment: the store the lines are collected at (they move there). */
  readonly storeId?: string | undefined;
}

/** Where a line is delivered: its method code and, for a store, the store. */
export interface LineDeliveryPlace {
  readonly code: string;
  readonly storeId: string | null;
}

/** Lines moved from one delivery to another because what was chosen is no longer offered. */
export interface LineDeliveryMove {
  readonly itemIds: readonly string[];
  readonly from: LineDeliveryPlace;
  readonly to: LineDeliveryPlace;
}

/** Reads and writes the delivery side of open baskets. */
export interface DeliveryBasketRepository {
  /** The open basket, or undefined when there is none with that id. */
  load(basketId: string): Promise<DeliveryBasket | undefined>;
  /** Stores (or with null removes) the shipping address. */
  saveShippingAddress(basketId: string, address: StoredAddress | null): Promise<void>;
  /** Stores (or with null removes) the billing address. */
  saveBillingAddress(basketId: string, address: StoredAddress | null): Promise<void>;
  /** Records a chosen method on the lines (and on the basket for the home shipment), in one transaction. */
  saveShippingMethod(basketId: string, selection: ShippingMethodSelection): Promise<void>;
  /**
   * Moves the lines that are still where `move.from` says (a concurrent call may have moved them first) and answers
   * their ids; the basket's version counts the move.
   */
  moveLines(basketId: string, move: LineDeliveryMove): Promise<readonly string[]>;
  /**
   * Replaces the home shipment's chosen method `from` by `to` (the basket's and its home lines'), when it is still
   * `from`; true when it was replaced.
   */
  downgradeHomeMethod(basketId: string, from: string, to: string): Promise<boolean>;
}
