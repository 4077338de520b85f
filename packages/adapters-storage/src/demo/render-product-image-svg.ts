import type { ProductImageView } from '@stride/domain/catalogue';
import type { Silhouette } from './demo-product-lines.js';
import { DRAWINGS, type Tone } from './product-drawings.js';

/** What a product image shows: one view of a silhouette in the colour of the variant, titled for screen readers. */
export type ProductImageInput = {
  silhouette: Silhouette;
  /** The silhouette's first view (its tiles' image) when not given. */
  view?: ProductImageView;
  hex: string;
  title: string;
};

const BACKGROUND = '#F2F1EE';

/**
 * The views a silhouette is drawn in, in gallery order.
 * @example silhouetteViews('shoe') // ['side', 'top', 'back', 'sole']
 */
export function silhouetteViews(silhouette: Silhouette): readonly ProductImageView[] {
  return Object.keys(DRAWINGS[silhouette]) as ProductImageView[];
}

/**
 * A square SVG image of a product: one view (side, sole, back, close-up...) of its silhouette (shoe, shirt, bag...)
 * in the variant colour. Generated, so the demo needs no network and no image files. Throws for a view the
 * silhouette is not drawn in: the image route answers those 404 before asking.
 * @example renderProductImageSvg({ silhouette: 'shoe', view: 'sole', hex: '#C8102E', title: 'Stride Pace Runner 3, Flame Red, sole view' })
 */
export function renderProductImageSvg(input: ProductImageInput): string {
  if (!/^#[0-9A-Fa-f]{6}$/.test(input.hex)) throw new Error(`Not a #RRGGBB colour: ${input.hex}`);
  const view = input.view ?? silhouetteViews(input.silhouette)[0];
  const shapes = view === undefined ? undefined : DRAWINGS[input.silhouette][view];
  if (shapes === undefined) throw new Error(`No ${String(view)} view of a ${input.silhouette}`);
  const title = escapeXml(input.title);
  const paint = painter(input.hex.toUpperCase());
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="400" height="400" role="img" aria-label="${title}">`,
    `<title>${title}</title>`,
    `<rect width="400" height="400" fill="${BACKGROUND}"/>`,
    '<ellipse cx="200" cy="364" rx="150" ry="12" fill="#000" fill-opacity="0.08"/>',
    ...shapes.map(([tone, d]) => `<path d="${d}" ${paint(tone)} fill-rule="evenodd" stroke-linejoin="round" stroke-linecap="round"/>`),
    '</svg>',
  ].join('');
}

// Every shape is outlined in a darker tone of the colour, so white and pale colours still read on the background.
function painter(hex: string): (tone: Tone) => string {
  const outline = mix(hex, '#000000', 0.4);
  const fills: Record<Exclude<Tone, 'line' | 'stitch'>, string> = {
    base: hex,
    shade: mix(hex, '#000000', 0.25),
    light: mix(hex, '#FFFFFF', 0.55),
    foam: '#FAFAF7',
    rubber: '#2E2E2E',
    ground: BACKGROUND,
  };
  return (tone) => {
    if (tone === 'line') return `fill="none" stroke="${outline}" stroke-width="4"`;
    if (tone === 'stitch') return `fill="none" stroke="${outline}" stroke-width="2" stroke-dasharray="6 5"`;
    return `fill="${fills[tone]}" stroke="${outline}" stroke-width="4"`;
  };
}

/** `hex` moved `amount` (0 to 1) of the way towards `towards`, as #RRGGBB. */
function mix(hex: string, towards: string, amount: number): string {
  const channel = (colour: string, i: number): number => parseInt(colour.slice(i, i + 2), 16);
  const mixed = [1, 3, 5].map((i) => Math.round(channel(hex, i) + (channel(towards, i) - channel(hex, i)) * amount));
  return `#${mixed.map((c) => c.toString(16).padStart(2, '0')).join('')}`.toUpperCase();
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
