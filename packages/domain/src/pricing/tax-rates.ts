import type { TaxRegion } from './pricing.types.js';

/** One component of a region's sales tax, in parts per million (5% is 50_000). */
export interface TaxComponent {
  readonly name: 'STATE' | 'GST' | 'HST' | 'PST' | 'QST';
  readonly ratePpm: number;
}

const state = (percent: number): readonly TaxComponent[] => (percent === 0 ? [] : [{ name: 'STATE', ratePpm: Math.round(percent * 10_000) }]);
const gst: TaxComponent = { name: 'GST', ratePpm: 50_000 };
const hst = (percent: number): readonly TaxComponent[] => [{ name: 'HST', ratePpm: Math.round(percent * 10_000) }];
const gstPlus = (name: 'PST' | 'QST', percent: number): readonly TaxComponent[] => [gst, { name, ratePpm: Math.round(percent * 10_000) }];

// The spec names tax only by its errors (TAX309, TAX310). Stride uses state base rates for the
// United States (no county or city add-ons) and GST / HST / PST (QST in Quebec) for Canada,
// 2025 rates; docs/api-cart.md lists the table.
/** Sales tax per country and state or province code. */
export const TAX_RATES: Readonly<Record<string, Readonly<Record<string, readonly TaxComponent[]>>>> = {
  US: {
    AL: state(4),
    AK: state(0),
    AZ: state(5.6),
    AR: state(6.5),
    CA: state(7.25),
    CO: state(2.9),
    CT: state(6.35),
    DE: state(0),
    DC: state(6),
    FL: state(6),
    GA: state(4),
    HI: state(4),
    ID: state(6),
    IL: state(6.25),
    IN: state(7),
    IA: state(6),
    KS: state(6.5),
    KY: state(6),
    LA: state(4.45),
    ME: state(5.5),
    MD: state(6),
    MA: state(6.25),
    MI: state(6),
    MN: state(6.875),
    MS: state(7),
    MO: state(4.225),
    MT: state(0),
    NE: state(5.5),
    NV: state(6.85),
    NH: state(0),
    NJ: state(6.625),
    NM: state(4.875),
    NY: state(4),
    NC: state(4.75),
    ND: state(5),
    OH: state(5.75),
    OK: state(4.5),
    OR: state(0),
    PA: state(6),
    RI: state(7),
    SC: state(6),
    SD: state(4.2),
    TN: state(7),
    TX: state(6.25),
    UT: state(6.1),
    VT: state(6),
    VA: state(5.3),
    WA: state(6.5),
    WV: state(6),
    WI: state(5),
    WY: state(4),
  },
  CA: {
    AB: [gst],
    BC: gstPlus('PST', 7),
    MB: gstPlus('PST', 7),
    NB: hst(15),
    NL: hst(15),
    NS: hst(14),
    NT: [gst],
    NU: [gst],
    ON: hst(13),
    PE: hst(15),
    QC: gstPlus('QST', 9.975),
    SK: gstPlus('PST', 6),
    YT: [gst],
  },
};

/**
 * The tax components of a region, or undefined when the country or province is not in the table
 * (the caller then estimates 0). Codes are matched trimmed and upper case.
 * @example taxComponentsFor({ countryCode: 'CA', province: 'BC' }) // [GST 5%, PST 7%]
 */
export function taxComponentsFor(region: TaxRegion): readonly TaxComponent[] | undefined {
  const country = TAX_RATES[region.countryCode.trim().toUpperCase()];
  const province = region.province?.trim().toUpperCase() ?? '';
  return country?.[province];
}

/** The combined rate of a region in parts per million, or undefined when unknown. */
export function taxRatePpmFor(region: TaxRegion): number | undefined {
  return taxComponentsFor(region)?.reduce((sum, component) => sum + component.ratePpm, 0);
}

/**
 * Tax on an amount at a rate in parts per million, rounded half up to a minor unit.
 * @example taxOnAmount(1999, 62_500) // 125 (124.9375 rounds to 125)
 */
export function taxOnAmount(amountMinor: number, ratePpm: number): number {
  if (amountMinor <= 0 || ratePpm <= 0) return 0;
  return Math.floor((amountMinor * ratePpm + 500_000) / 1_000_000);
}

/**
 * True when tax cannot be calculated for a region of a country Stride taxes: the country is in the table but its
 * state or province is not (a territory, a code the table does not hold). Placing an order there fails (TAX309)
 * rather than charging a tax estimated at 0. A country outside the table (prices including VAT) is not a failure.
 * @example taxCalculationFails({ countryCode: 'US', province: 'PR' }) // true
 */
export function taxCalculationFails(region: TaxRegion): boolean {
  return TAX_RATES[region.countryCode.trim().toUpperCase()] !== undefined && taxComponentsFor(region) === undefined;
}
