/** A colour of the demo palette: a 3-digit colour id (the end of a master id), a name, a swatch. */
export type DemoColour = { code: string; name: string; hex: string };

/** Colours products are made in; codes follow the usual apparel habit (0xx dark, 1xx white...). */
export const DEMO_PALETTE: readonly DemoColour[] = [
  { code: '001', name: 'Black', hex: '#16181D' },
  { code: '100', name: 'White', hex: '#F4F4F1' },
  { code: '002', name: 'Graphite', hex: '#3C3F46' },
  { code: '020', name: 'Stone Grey', hex: '#A3A29B' },
  { code: '400', name: 'Deep Ocean', hex: '#1E3A66' },
  { code: '410', name: 'Sky Blue', hex: '#6FA6D8' },
  { code: '300', name: 'Forest', hex: '#2E5B3B' },
  { code: '310', name: 'Sage', hex: '#9DB08A' },
  { code: '600', name: 'Flame Red', hex: '#C8102E' },
  { code: '610', name: 'Berry', hex: '#8C2A4B' },
  { code: '700', name: 'Citron', hex: '#E2CF1B' },
  { code: '800', name: 'Blaze Orange', hex: '#F2681C' },
  { code: '200', name: 'Desert Tan', hex: '#C4A47C' },
  { code: '210', name: 'Chestnut', hex: '#7A4A2C' },
  { code: '500', name: 'Violet', hex: '#5A3E8E' },
  { code: '650', name: 'Coral', hex: '#F3846F' },
];

/** The gift card's two card designs, which play the part of its colours. */
export const GIFT_CARD_DESIGNS: readonly DemoColour[] = [
  { code: '901', name: 'Classic', hex: '#16181D' },
  { code: '902', name: 'Celebrate', hex: '#F2681C' },
];

/** A size of a size scale: the label shoppers see and a 3-character code for variant ids. */
export type DemoSize = { label: string; code: string };

function halfSizes(from: number, to: number, label: (n: string) => string, code: (tenths: number) => string): DemoSize[] {
  const sizes: DemoSize[] = [];
  for (let tenths = from * 10; tenths <= to * 10; tenths += 5) {
    sizes.push({ label: label(String(tenths / 10)), code: code(tenths) });
  }
  return sizes;
}

/** US shoe sizes 6 to 13 with halves; the code is the size in tenths, e.g. 9.5 is 095. */
export const ADULT_SHOE_SIZES = halfSizes(
  6,
  13,
  (n) => n,
  (t) => String(t).padStart(3, '0'),
);
/** US youth sizes 1Y to 7Y with halves; the code is Y plus tenths, e.g. 3.5Y is Y35. */
export const KIDS_SHOE_SIZES = halfSizes(
  1,
  7,
  (n) => `${n}Y`,
  (t) => `Y${t}`,
);

const apparel = (labels: string[]): DemoSize[] => labels.map((label) => ({ label, code: label.padStart(3, '0') }));
/** Adult apparel XS to XXL. */
export const ADULT_APPAREL_SIZES = apparel(['XS', 'S', 'M', 'L', 'XL', 'XXL']);
/** Kids apparel XS to XL. */
export const KIDS_APPAREL_SIZES = apparel(['XS', 'S', 'M', 'L', 'XL']);
/** Gear comes in one size. */
export const ONE_SIZE: readonly DemoSize[] = [{ label: 'One Size', code: 'OSZ' }];
/** The gift card's "sizes" are its face values in major units of the basket currency. */
export const GIFT_CARD_AMOUNTS: readonly DemoSize[] = [25, 50, 100, 150, 200].map((n) => ({
  label: String(n),
  code: String(n).padStart(3, '0'),
}));
