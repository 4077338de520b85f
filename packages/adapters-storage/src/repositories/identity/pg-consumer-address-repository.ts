import type { Address } from '@stride/domain/address';
import type { ConsumerAddressRepository, StoredAddress } from '@stride/domain/identity';
import type { SqlClient } from '../../sql/sql-client.port.js';

interface AddressRow extends Record<string, unknown> {
  id: string;
  approach_type: 'S' | 'B';
  is_main: boolean;
  first_name: string;
  last_name: string;
  address_line1: string;
  address_line2: string | null;
  city: string;
  province: string | null;
  postal_code: string;
  country_code: string;
  phone: string | null;
  phone_code: string | null;
  email: string | null;
}

const COLUMNS =
  'id, approach_type, is_main, first_name, last_name, address_line1, address_line2, city, province, postal_code, country_code, phone, phone_code, email';
// Oldest first: the order of the inserts (a sequence; two addresses added in one write share their created_at).
const ORDER = 'ORDER BY added_order';

const present = <K extends string>(key: K, value: string | null): Partial<Record<K, string>> =>
  (value === null || value === '' ? {} : { [key]: value }) as Partial<Record<K, string>>;

function toAddress(row: AddressRow): StoredAddress {
  return {
    id: row.id,
    approachType: row.approach_type,
    main: row.is_main,
    firstName: row.first_name,
    lastName: row.last_name,
    addressLine1: row.address_line1,
    ...present('addressLine2', row.address_line2),
    city: row.city,
    ...present('province', row.province),
    postalCode: row.postal_code,
    countryCode: row.country_code,
    ...present('phone', row.phone),
    ...present('phoneCode', row.phone_code),
    ...present('email', row.email),
  };
}

const columnValues = (address: Address) => [
  address.approachType,
  address.main === true,
  address.firstName ?? '',
  address.lastName ?? '',
  address.addressLine1 ?? '',
  address.addressLine2 ?? null,
  address.city ?? '',
  address.province ?? null,
  address.postalCode ?? '',
  (address.countryCode ?? address.country ?? '').toUpperCase(),
  address.phone ?? null,
  address.phoneCode ?? null,
  address.email ?? null,
];

/** The address book in `consumer_addresses`; the consumer's row is locked while a change is decided. */
export class PgConsumerAddressRepository implements ConsumerAddressRepository {
  constructor(private readonly sql: SqlClient) {}

  async listForChange(consumerNo: string): Promise<StoredAddress[]> {
    await this.sql.query('SELECT consumer_no FROM consumers WHERE consumer_no = $1 FOR UPDATE', [consumerNo]);
    return this.list(consumerNo);
  }

  async list(consumerNo: string): Promise<StoredAddress[]> {
    const rows = await this.sql.query<AddressRow>(`SELECT ${COLUMNS} FROM consumer_addresses WHERE consumer_no = $1 ${ORDER}`, [consumerNo]);
    return rows.map(toAddress);
  }

  async write(consumerNo: string, book: readonly Address[]): Promise<string[]> {
    const kept = book.flatMap((address) => (address.id === undefined ? [] : [address.id]));
    await this.sql.query('DELETE FROM consumer_addresses WHERE consumer_no = $1 AND NOT (id = ANY($2::text[]))', [consumerNo, kept]);
    // Unmark first: the one-main-per-type index holds after every statement.
    await this.sql.query('UPDATE consumer_addresses SET is_main = false WHERE consumer_no = $1 AND is_main', [consumerNo]);
    const added: string[] = [];
    for (const address of book) {
      const values = columnValues(address);
      if (address.id === undefined) {
        const [row] = await this.sql.query<{ id: string }>(
          `INSERT INTO consumer_addresses (consumer_no, approach_type, is_main, first_name, last_name, address_line1, address_line2, city, province, postal_code, country_code, phone, phone_code, email)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14) RETURNING id`,
          [consumerNo, ...values],
        );
        if (row !== undefined) added.push(row.id);
      } else {
        await this.sql.query(
          `UPDATE consumer_addresses SET approach_type = $3, is_main = $4, first_name = $5, last_name = $6, address_line1 = $7, address_line2 = $8,
                  city = $9, province = $10, postal_code = $11, country_code = $12, phone = $13, phone_code = $14, email = $15
            WHERE consumer_no = $1 AND id = $2`,
          [consumerNo, address.id, ...values],
        );
      }
    }
    return added;
  }
}
