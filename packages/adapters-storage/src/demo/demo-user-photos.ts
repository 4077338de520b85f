import type { UserPhoto } from '@stride/domain/media';
import { PgUserPhotoRepository } from '../repositories/media/pg-user-photo-repository.js';
import type { SqlClient } from '../sql/sql-client.port.js';
import type { DemoData } from './demo-data.types.js';

const AUTHORS = ['Maya R.', 'Jonah K.', 'Camille T.', 'Priya S.', 'Luc B.', 'Hannah W.', 'Theo M.', 'Aiko N.', 'Sam O.', 'Élise D.'];
const CAPTIONS = [
  'First long run in these and my legs felt fresh the whole way.',
  'Sunday loop by the river, 14 km and no hot spots.',
  'Took them up the ridge trail after the rain: grippy on wet rock.',
  'Fits true to size. Wore them straight out of the box for a half marathon.',
  'Commute test: 6 weeks in, still comfortable on the walk home.',
  'Matches everything in my gym bag. Light enough to pack for travel.',
  'Track Tuesday: 8 x 400 m and they felt snappy.',
  'Cold morning, layered up, still dry after an hour.',
];
/** Demo photos per product shown, one of which waits for moderation (never shown). */
const PHOTOS_PER_PRODUCT = 5;
/** The products that get shoppers' photos: the first of the demo catalogue, so the gallery's demo block has some. */
const PRODUCTS_WITH_PHOTOS = 8;

/**
 * Shoppers' photos of the first demo products (pictures drawn by the store's content picture route), deterministic:
 * four approved and one waiting for moderation per product.
 */
export function demoUserPhotos(data: Pick<DemoData, 'products'>): UserPhoto[] {
  return data.products.slice(0, PRODUCTS_WITH_PHOTOS).flatMap((product, productIndex) =>
    Array.from({ length: PHOTOS_PER_PRODUCT }, (_, index) => {
      const n = productIndex * PHOTOS_PER_PRODUCT + index;
      return {
        id: `ugc-${product.id.toLowerCase()}-${index + 1}`,
        productId: product.id,
        imageUrl: `/images/content/ugc-${product.id.toLowerCase()}-${index + 1}.svg`,
        caption: CAPTIONS[n % CAPTIONS.length] ?? '',
        authorName: AUTHORS[n % AUTHORS.length] ?? 'Stride runner',
        approved: index !== PHOTOS_PER_PRODUCT - 1,
        createdAt: new Date(Date.UTC(2026, 8, 1 + (n % 28), 9 + index)),
      };
    }),
  );
}

/** Adds the demo photos the store does not have yet (a database seeded before they existed gets them too). */
export async function seedDemoUserPhotos(client: SqlClient, data: Pick<DemoData, 'products'>): Promise<number> {
  return new PgUserPhotoRepository(client).add(demoUserPhotos(data));
}
