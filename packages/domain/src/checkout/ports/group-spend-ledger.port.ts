/** A placed order's part in its consumer's group spend. */
export interface GroupSpendEntry {
  readonly orderNumber: string;
  readonly consumerNo: string;
  readonly currency: string;
  /** What the order adds (orderGroupSpendMinor). */
  readonly amountMinor: number;
}

/**
 * The annual spend figures of the special groups (account section 3: an employee's currentSpend against the annual
 * cap, a prosumer's against the annual credit), kept by the orders that make them. Written in the checkout's
 * transaction.
 */
export interface GroupSpendLedger {
  /**
   * Adds a placed order to the figures its consumer's groups count (an employee's, an IPA or WRANX member's), in the
   * year the order is placed; once per order. Nothing for a consumer in no group.
   */
  record(entry: GroupSpendEntry): Promise<void>;
  /** Takes a cancelled or returned order's spend back from the figures of the year it counted in; once. */
  reverse(orderNumber: string): Promise<void>;
}
