import type { GeoPoint } from '../haversine-distance.js';

/** A carrier's pick-up point a parcel can be sent to: a locker or a partner shop (shipping method `pudo`). */
export interface CollectionPointRecord extends GeoPoint {
  readonly id: string;
  readonly kind: 'locker' | 'partner';
  readonly carrier: string;
  readonly name: string;
  readonly addressLine1: string;
  readonly city: string;
  readonly province: string;
  readonly postalCode: string;
  readonly countryCode: string;
  readonly openingHours: string;
}

/** Read access to the carriers' pick-up points. Infrastructure failures throw. */
export interface CollectionPointDirectory {
  /** Every pick-up point, or those of one country, ordered by id. */
  listCollectionPoints(countryCode?: string): Promise<readonly CollectionPointRecord[]>;
}
