import type { CollectionPointDirectory, CollectionPointRecord } from '@stride/domain/catalogue';
import type { SqlClient } from '../../sql/sql-client.port.js';

type CollectionPointRow = {
  id: string;
  kind: 'locker' | 'partner';
  carrier: string;
  name: string;
  address_line1: string;
  city: string;
  province: string;
  postal_code: string;
  country_code: string;
  latitude: number;
  longitude: number;
  opening_hours: string;
};

/** The carriers' pick-up points read from `collection_points` (migration 0026), on PGlite or PostgreSQL. */
export class PgCollectionPointDirectory implements CollectionPointDirectory {
  constructor(private readonly sql: SqlClient) {}

  async listCollectionPoints(countryCode?: string): Promise<readonly CollectionPointRecord[]> {
    const rows = await this.sql.query<CollectionPointRow>(
      `SELECT id, kind, carrier, name, address_line1, city, province, postal_code, country_code, latitude, longitude, opening_hours
       FROM collection_points WHERE $1::text IS NULL OR country_code = $1 ORDER BY id`,
      [countryCode ?? null],
    );
    return rows.map((r) => ({
      id: r.id,
      kind: r.kind,
      carrier: r.carrier,
      name: r.name,
      addressLine1: r.address_line1,
      city: r.city,
      province: r.province,
      postalCode: r.postal_code,
      countryCode: r.country_code,
      latitude: Number(r.latitude),
      longitude: Number(r.longitude),
      openingHours: r.opening_hours,
    }));
  }
}
