import type { DemoData } from './demo-data.types.js';

/** Rows for one table, in column order, ready for a multi-row INSERT. */
export type TableRows = { table: string; columns: readonly string[]; rows: readonly (readonly unknown[])[] };

/** The hashes seedDemoData computed: passwords by consumer number, PINs by gift card number. */
export type DemoSecretHashes = {
  passwordHashes: ReadonlyMap<string, string>;
  pinHashes: ReadonlyMap<string, string>;
};

const snakeCase = (key: string): string => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

// Columns are the rows' own keys in snake_case: the row types mirror the tables one to one.
export function fromObjects<T extends object>(table: string, rows: readonly T[]): TableRows {
  const first = rows[0];
  if (first === undefined) return { table, columns: [], rows: [] };
  const keys = Object.keys(first) as (keyof T & string)[];
  return { table, columns: keys.map(snakeCase), rows: rows.map((row) => keys.map((key) => row[key])) };
}

function required(map: ReadonlyMap<string, string>, key: string, what: string): string {
  const value = map.get(key);
  if (value === undefined) throw new Error(`No ${what} hash for ${key}`);
  return value;
}

/**
 * The demo data as table rows in foreign-key order, with plain passwords and PINs replaced by
 * their hashes (the plain values never reach a row).
 */
export function demoTableRows(data: DemoData, secrets: DemoSecretHashes): TableRows[] {
  const consumers = data.accounts.map(({ persona: _persona, password: _password, ...account }) => ({
    ...account,
    passwordHash: required(secrets.passwordHashes, account.consumerNo, 'password'),
  }));
  const giftCards = data.giftCards.map(({ pin: _pin, ...card }) => ({
    ...card,
    pinHash: required(secrets.pinHashes, card.number, 'PIN'),
  }));
  // The loyalty balance starts with an opening ledger entry, so points always sum from the ledger.
  const openings = data.accounts
    .filter((account) => account.loyaltyPoints > 0)
    .map((account) => ({ consumerNo: account.consumerNo, entryType: 'OPENING', points: account.loyaltyPoints }));
  return [
    fromObjects('categories', data.categories),
    fromObjects('products', data.products),
    fromObjects('product_categories', data.productCategories),
    fromObjects('colour_variants', data.colourVariants),
    fromObjects('variants', data.variants),
    fromObjects('prices', data.prices),
    fromObjects('stores', data.stores),
    fromObjects('store_inventory', data.storeInventory),
    fromObjects('promotions', data.promotions),
    fromObjects('promotion_amounts', data.promotionAmounts),
    fromObjects('promotion_currencies', data.promotionCurrencies),
    fromObjects('promotion_targets', data.promotionTargets),
    fromObjects('promo_codes', data.promoCodes),
    fromObjects('gift_cards', giftCards),
    fromObjects('consumers', consumers),
    fromObjects('consumer_addresses', data.addresses),
    fromObjects('loyalty_vouchers', data.loyaltyVouchers),
    fromObjects('loyalty_points_ledger', openings),
  ];
}
