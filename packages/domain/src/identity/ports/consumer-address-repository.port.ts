import type { Address } from '../../address/index.js';

/** An address as the address book keeps it: always with its id. */
export type StoredAddress = Address & { readonly id: string };

/** A consumer's address book (account section 4: one main address per type). */
export interface ConsumerAddressRepository {
  /**
   * The consumer's addresses, oldest first, taken for the rest of the transaction: two changes of one
   * book never interleave, so the one-main-per-type rule is decided on what is really stored.
   */
  listForChange(consumerNo: string): Promise<StoredAddress[]>;
  /** The consumer's addresses, oldest first, for reading. */
  list(consumerNo: string): Promise<StoredAddress[]>;
  /**
   * Stores the book as decided: addresses without an id are added (their ids answered in order), the
   * others updated, and stored addresses missing from the book removed.
   */
  write(consumerNo: string, book: readonly Address[]): Promise<string[]>;
}
