import type { Migration } from './migration.js';

/**
 * An address book entry's contact fields (account section 3, Address: email, phoneCode), kept beside its phone, and
 * the order addresses were added in: `created_at` is the transaction's start, shared by addresses added together,
 * and PGlite's clock can give two statements the same instant.
 */
export const migration0012AddressBookContact: Migration = {
  id: '0012_address_book_contact',
  sql: `
    ALTER TABLE consumer_addresses
      ADD COLUMN email       text,
      ADD COLUMN phone_code  text,
      ADD COLUMN added_order bigserial;
  `,
};
