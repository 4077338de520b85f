import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { locatePostalCode, normalisePostalCode, postalCodeCountry } from './postal-code-location.js';

const soho = { postalCode: '10012', countryCode: 'US', latitude: 40.7233, longitude: -73.9985 };
const toronto = { postalCode: 'M5V 2A2', countryCode: 'CA', latitude: 43.6496, longitude: -79.3937 };

describe('locatePostalCode', () => {
  it('uses a known place with exactly that postal code, in any spacing and case', () => {
    expect(locatePostalCode('10012', [soho])).toEqual({ countryCode: 'US', point: { latitude: 40.7233, longitude: -73.9985 } });
    expect(locatePostalCode('m5v2a2', [toronto])?.point).toEqual({ latitude: 43.6496, longitude: -79.3937 });
  });

  it('falls back to the ZIP3 or FSA centroid', () => {
    expect(locatePostalCode('10013-1234', [soho])).toMatchObject({ countryCode: 'US', point: { latitude: 40.7831 } });
    expect(locatePostalCode('V6B 1A1', [])).toMatchObject({ countryCode: 'CA', point: { latitude: 49.2799 } });
  });

  it('places a UK postcode by its outward code, a full code of a store by the store', () => {
    expect(locatePostalCode('SW1A 2AA', [])).toEqual({ countryCode: 'GB', point: { latitude: 51.501, longitude: -0.1416 } });
    expect(locatePostalCode('sw1p 3bt', [])).toMatchObject({ countryCode: 'GB', point: { latitude: 51.4975 } });
    const coventGarden = { postalCode: 'WC2E 9LZ', countryCode: 'GB', latitude: 51.5128, longitude: -0.1246 };
    expect(locatePostalCode('WC2E9LZ', [coventGarden])?.point).toEqual({ latitude: 51.5128, longitude: -0.1246 });
    expect(postalCodeCountry('M5V 2A2')).toBe('CA');
    expect(postalCodeCountry('M1 1PW')).toBe('GB');
  });

  it('answers null for an unknown region or a code of no supported format', () => {
    expect(locatePostalCode('99999', [])).toBeNull();
    expect(locatePostalCode('ZZ9 9ZZ', [])).toBeNull();
    expect(locatePostalCode('', [])).toBeNull();
  });

  it('a code of no supported format is never located, whatever the known places', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 12 }), (raw) => {
        fc.pre(postalCodeCountry(raw) === null);
        expect(locatePostalCode(raw, [{ ...soho, postalCode: raw }])).toBeNull();
      }),
    );
  });

  it('normalising a postal code twice changes nothing more', () => {
    fc.assert(
      fc.property(fc.string(), (raw) => {
        expect(normalisePostalCode(normalisePostalCode(raw))).toBe(normalisePostalCode(raw));
      }),
    );
  });
});
