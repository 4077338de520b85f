import type { ConsumerProfile, ConsumerProfileChanges } from '../consumer-profile.js';

/** Registered consumers' profiles (names, contact, preferences, loyalty and spend figures). */
export interface ConsumerProfileRepository {
  /** The profile of a consumer, guests included (the caller decides what a guest may see). */
  find(consumerNo: string): Promise<ConsumerProfile | undefined>;
  /**
   * Writes the given fields in one statement; absent fields keep their value. The employee terms
   * flag is only ever set (never cleared), and only on an EMPLOYEE account.
   */
  update(consumerNo: string, changes: ConsumerProfileChanges, now: Date): Promise<void>;
}
