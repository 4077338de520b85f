import type { DocumentParty } from '@stride/domain/checkout';
import { catalogueMarketFor } from '@stride/domain/catalogue';

interface CountryParties {
  readonly seller: DocumentParty;
  readonly returnsCentre: DocumentParty;
}

// The store's legal entity and returns warehouse per country it sells in, as printed on invoices and
// return labels (demo addresses: a deployment edits this table with its own).
const PARTIES: Readonly<Record<string, CountryParties>> = {
  US: {
    seller: { name: 'Stride Commerce Inc.', lines: ['100 Summer Street', 'Boston, MA 02110', 'US'] },
    returnsCentre: { name: 'Stride Returns', lines: ['2500 Distribution Way', 'Columbus, OH 43217', 'US'] },
  },
  CA: {
    seller: { name: 'Stride Commerce Canada ULC', lines: ['200 Bay Street', 'Toronto, ON M5J 2J2', 'CA'] },
    returnsCentre: { name: 'Stride Returns', lines: ['7100 Route Transcanadienne', 'Pointe-Claire, QC H9R 1C2', 'CA'] },
  },
  GB: {
    seller: { name: 'Stride Commerce UK Ltd', lines: ['1 Finsbury Avenue', 'London EC2M 2PF', 'GB'] },
    returnsCentre: { name: 'Stride Returns', lines: ['Unit 4, Magna Park', 'Lutterworth LE17 4XN', 'GB'] },
  },
};

const partiesFor = (locale: string): CountryParties => PARTIES[catalogueMarketFor(locale).countryCode] ?? (PARTIES['US'] as CountryParties);

/** The seller printed on an invoice of the site `locale` (its country's legal entity). */
export function sellerFor(locale: string): DocumentParty {
  return partiesFor(locale).seller;
}

/** Where a return label of the site `locale` sends the parcel. */
export function returnsCentreFor(locale: string): DocumentParty {
  return partiesFor(locale).returnsCentre;
}
