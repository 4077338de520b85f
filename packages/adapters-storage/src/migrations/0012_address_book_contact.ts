import type { Migration } from './migration.js';

/** An address book entry's contact fields (account section 3, Address: email, phoneCode), kept beside its phone. */
export const migration0012AddressBookContact: Migration = {
  id: '0012_address_book_contact',
  sql: `
    ALTER TABLE consumer_addresses
      ADD COLUMN email       text,
      ADD COLUMN phone_code  text;
  `,
};
