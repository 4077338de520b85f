import type { Result } from 'neverthrow';
import type { StrideError } from '../../errors/index.js';

/** A provider token as the consumer's wallet sees it (the card number is never kept). */
export interface WalletCard {
  readonly token: string;
  readonly brand: string;
  readonly last4: string;
  readonly expiryMonth: number;
  readonly expiryYear: number;
  readonly holderName: string | null;
  readonly isSaved: boolean;
  readonly isMain: boolean;
}

/** A gift card saved on the account: the card's number stays in the gift card service, the PIN is never kept. */
export interface WalletGiftCard {
  readonly id: string;
  readonly number: string;
  readonly balanceMinor: number;
  readonly currency: string;
  readonly expiresAt: Date | null;
}

/** A consumer's saved cards and gift cards, inside a transaction that holds the consumer's lock. */
export interface SavedInstrumentBook {
  /** The consumer's saved cards, oldest first. */
  cards(): Promise<WalletCard[]>;
  /** A token of this consumer (saved or not); null for an unknown token or another consumer's. */
  ownToken(token: string): Promise<WalletCard | null>;
  /** Saves a token on the account, or takes it off (the token stays for the orders it paid). */
  setSaved(token: string, saved: boolean): Promise<void>;
  /** Makes one saved card main (null: none). */
  setMain(token: string | null): Promise<void>;
  /** A renewed card's expiry, or its holder's name. */
  updateDetails(token: string, details: { readonly expiryMonth: number; readonly expiryYear: number; readonly holderName: string | null }): Promise<void>;
  giftCards(): Promise<WalletGiftCard[]>;
  /** Saves a gift card number; false when this consumer has it already. */
  addGiftCard(id: string, number: string): Promise<boolean>;
  /** False when the id is not one of this consumer's saved gift cards. */
  removeGiftCard(id: string): Promise<boolean>;
}

/** Runs a change of one consumer's saved instruments in one transaction, the consumer locked first. */
export interface SavedInstrumentsUnitOfWork {
  /** The consumer's book for reads, outside a transaction. */
  reader(consumerNo: string): SavedInstrumentBook;
  run<T>(consumerNo: string, work: (book: SavedInstrumentBook) => Promise<Result<T, StrideError>>): Promise<Result<T, StrideError>>;
}
