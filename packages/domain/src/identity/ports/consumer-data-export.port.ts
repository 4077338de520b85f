/** One record of an export: the stored fields of a row, named as the API names fields (camelCase). */
export type ExportRecord = Readonly<Record<string, unknown>>;

/**
 * Everything Stride holds about a consumer, for the consumer (`retrieveUserData`): the profile, the
 * address book, the orders with their lines, payments (card brand and last four only) and timelines,
 * the lists, the loyalty ledger, vouchers and welcome promo, and the subscriptions. Never a secret: no password hash, token, PIN or card token.
 */
export interface ConsumerDataExport {
  readonly profile: ExportRecord;
  readonly addresses: readonly ExportRecord[];
  readonly orders: readonly ExportRecord[];
  readonly favorites: readonly ExportRecord[];
  readonly savedForLater: readonly ExportRecord[];
  readonly loyaltyLedger: readonly ExportRecord[];
  readonly loyaltyVouchers: readonly ExportRecord[];
  /** The loyalty welcome promo: its code, percent, dates and redemption (none, or one). */
  readonly welcomePromos: readonly ExportRecord[];
  /** Texts and the loyalty newsletter (the e-mail newsletter is the profile's `newsletterOptIn`). */
  readonly subscriptions: readonly ExportRecord[];
}

/** Reads a consumer's data for an export; null when there is no such consumer. */
export interface ConsumerDataExporter {
  exportFor(consumerNo: string): Promise<ConsumerDataExport | null>;
}
