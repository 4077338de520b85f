import type { Silhouette } from './demo-product-lines.js';

/** What a product image shows: a silhouette in the colour of the variant, titled for screen readers. */
export type ProductImageInput = { silhouette: Silhouette; hex: string; title: string };

// Each silhouette is one path on a 400x400 canvas, drawn in the variant colour with a darker
// outline so white and pale colours still read on the light background.
const PATHS: Record<Silhouette, string> = {
  shoe: 'M40 250 C40 215 70 200 105 195 L170 150 C185 140 205 142 215 155 L240 190 C265 205 310 210 350 222 C372 228 380 250 372 268 L360 282 L52 282 C44 278 40 265 40 250 Z',
  shirt:
    'M140 70 L105 82 L40 130 L75 185 L110 165 L110 340 L290 340 L290 165 L325 185 L360 130 L295 82 L260 70 C250 95 225 108 200 108 C175 108 150 95 140 70 Z',
  pants: 'M120 60 L280 60 L300 340 L225 340 L200 150 L175 340 L100 340 Z',
  jacket: 'M150 60 L100 78 L45 130 L60 330 L120 330 L125 175 L125 345 L275 345 L275 175 L280 330 L340 330 L355 130 L300 78 L250 60 L200 120 Z',
  bag: 'M150 110 C150 60 250 60 250 110 L250 130 L310 130 C325 130 335 140 335 155 L345 330 C345 345 335 352 320 352 L80 352 C65 352 55 345 55 330 L65 155 C65 140 75 130 90 130 L150 130 Z M170 130 L230 130 L230 112 C230 85 170 85 170 112 Z',
  cap: 'M80 230 C80 140 140 100 205 100 C270 100 320 140 320 230 L375 250 C380 262 370 272 355 270 L80 250 Z',
  card: 'M60 120 C60 108 68 100 80 100 L320 100 C332 100 340 108 340 120 L340 280 C340 292 332 300 320 300 L80 300 C68 300 60 292 60 280 Z',
};

/**
 * A square SVG image of a product: a simple silhouette (shoe, shirt, bag...) filled with the
 * variant colour. Generated, so the demo needs no network and no image files.
 * @example renderProductImageSvg({ silhouette: 'shoe', hex: '#C8102E', title: 'Stride Pace Runner 3, Flame Red' })
 */
export function renderProductImageSvg(input: ProductImageInput): string {
  if (!/^#[0-9A-Fa-f]{6}$/.test(input.hex)) throw new Error(`Not a #RRGGBB colour: ${input.hex}`);
  const title = escapeXml(input.title);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="400" height="400" role="img" aria-label="${title}">`,
    `<title>${title}</title>`,
    '<rect width="400" height="400" fill="#F2F1EE"/>',
    '<ellipse cx="200" cy="360" rx="150" ry="12" fill="#000" fill-opacity="0.08"/>',
    `<path d="${PATHS[input.silhouette]}" fill="${input.hex}" fill-rule="evenodd" stroke="${darken(input.hex)}" stroke-width="4" stroke-linejoin="round"/>`,
    '</svg>',
  ].join('');
}

function darken(hex: string): string {
  const channel = (i: number): string =>
    Math.round(parseInt(hex.slice(i, i + 2), 16) * 0.6)
      .toString(16)
      .padStart(2, '0');
  return `#${channel(1)}${channel(3)}${channel(5)}`.toUpperCase();
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
