import { enUS, type MessageId } from './en-US.js';

// English (United Kingdom): the US catalogue with British spellings and words where they differ
// (favourite, postcode). "Cart" stays: it is the store's word in every English site.
export const enGB: Readonly<Record<MessageId, string>> = {
  ...enUS,
  'favorites.button': 'Favourite',
  'favorites.notUpdated': 'Favourites not updated',
  'favorites.removed': 'Removed from favourites',
  'favorites.saved': 'Saved to favourites',
  'address.postalCode': 'Postcode',
  'delivery.enterPostal': 'Enter a postcode.',
  'delivery.postal': 'Postcode',
  'pickup.enterPostal': 'Enter a {postalLabel} to find shops near you.',
};
