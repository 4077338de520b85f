import { enUS, type MessageId } from './en-US.js';

// English (Canada): the US catalogue with Canadian spellings where they differ (favourite; colour
// is already the source's spelling). Postal codes, not ZIP codes.
export const enCA: Readonly<Record<MessageId, string>> = {
  ...enUS,
  'favorites.button': 'Favourite',
  'favorites.notUpdated': 'Favourites not updated',
  'favorites.removed': 'Removed from favourites',
  'favorites.saved': 'Saved to favourites',
  'delivery.enterPostal': 'Enter a postal code.',
  'delivery.postal': 'Postal code',
};
