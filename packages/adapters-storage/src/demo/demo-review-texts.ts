// The demo reviews' words, hand-written in English and Quebec French: each entry is one review said in both languages,
// so whichever language a demo review is written in, the store holds its translation into the other.
import type { ProductType } from './demo-data.types.js';

/** A review's title and text in both languages, for ratings in `stars`, and for some product types only. */
export interface DemoReviewText {
  readonly stars: readonly number[];
  readonly types?: readonly ProductType[];
  readonly en: { readonly title: string; readonly text: string };
  readonly fr: { readonly title: string; readonly text: string };
}

const WEARABLE: readonly ProductType[] = ['FOOTWEAR', 'APPAREL'];

export const DEMO_REVIEW_TEXTS: readonly DemoReviewText[] = [
  {
    stars: [5],
    en: { title: 'Exactly what I hoped for', text: 'Well made, looks even better than in the photos and has held up to daily use for two months.' },
    fr: {
      title: 'Exactement ce que j’espérais',
      text: 'Bien fait, encore plus beau que sur les photos, et ça tient le coup après deux mois d’usage quotidien.',
    },
  },
  {
    stars: [5],
    types: ['FOOTWEAR'],
    en: { title: 'Comfortable from the first run', text: 'No break-in needed. I did 10 km the day they arrived and had no hot spots at all. True to size.' },
    fr: {
      title: 'Confortables dès la première course',
      text: 'Aucun rodage nécessaire. J’ai fait 10 km le jour de la livraison sans aucun point de friction. Taille normalement.',
    },
  },
  {
    stars: [5, 4],
    types: ['FOOTWEAR'],
    en: { title: 'Great grip and cushioning', text: 'Light, springy and they grip well on wet pavement. My go-to pair for long weekend runs now.' },
    fr: {
      title: 'Bonne adhérence, bon amorti',
      text: 'Légères, dynamiques et elles adhèrent bien sur la chaussée mouillée. C’est maintenant ma paire pour les longues sorties du week-end.',
    },
  },
  {
    stars: [5, 4],
    types: ['APPAREL'],
    en: { title: 'Soft and breathable', text: 'The fabric feels great, dries quickly and kept its shape after many washes. I ordered a second colour.' },
    fr: {
      title: 'Doux et respirant',
      text: 'Le tissu est agréable, sèche vite et garde sa forme après plusieurs lavages. J’en ai commandé une deuxième couleur.',
    },
  },
  {
    stars: [5, 4],
    types: ['GEAR'],
    en: { title: 'Solid and practical', text: 'Sturdy, everything has its place and it looks sharp. It goes with me to the gym and on trips.' },
    fr: { title: 'Solide et pratique', text: 'Robuste, chaque chose a sa place et c’est très beau. Ça me suit au gym comme en voyage.' },
  },
  {
    stars: [5, 4],
    types: ['DIGITAL'],
    en: { title: 'Easy last-minute gift', text: 'The e-mail arrived within a minute with my message. My brother used it the same evening.' },
    fr: { title: 'Cadeau de dernière minute facile', text: 'Le courriel est arrivé en une minute avec mon message. Mon frère l’a utilisée le soir même.' },
  },
  {
    stars: [4],
    en: { title: 'Very good, small reservations', text: 'Good quality and comfortable. The colour is a little darker than on screen, but I am happy with it.' },
    fr: { title: 'Très bien, petites réserves', text: 'Bonne qualité et confortable. La couleur est un peu plus foncée qu’à l’écran, mais j’en suis content.' },
  },
  {
    stars: [4],
    types: WEARABLE,
    en: { title: 'Runs slightly small', text: 'Love the look and the feel. I would order half a size up next time, otherwise it is perfect.' },
    fr: { title: 'Taille un peu petit', text: 'J’adore le look et le confort. La prochaine fois je prendrais une demi-taille de plus, sinon c’est parfait.' },
  },
  {
    stars: [4, 5],
    en: { title: 'Good value', text: 'Bought it on sale and it was worth every cent. Fast delivery and nicely packed.' },
    fr: { title: 'Bon rapport qualité-prix', text: 'Acheté en solde et ça valait chaque sou. Livraison rapide et bien emballé.' },
  },
  {
    stars: [3],
    en: { title: 'Fine, nothing special', text: 'It does the job. The finish is decent but I expected a bit more for the price.' },
    fr: { title: 'Correct, sans plus', text: 'Ça fait le travail. La finition est correcte mais je m’attendais à un peu mieux pour le prix.' },
  },
  {
    stars: [3],
    types: WEARABLE,
    en: { title: 'Nice but the fit is odd', text: 'Good materials, but the fit is narrow for me. Worth trying on before a long outing.' },
    fr: { title: 'Joli mais coupe étrange', text: 'Bons matériaux, mais la coupe est étroite pour moi. À essayer avant une longue sortie.' },
  },
  {
    stars: [2],
    en: { title: 'Not for me', text: 'The quality seems fine but it did not suit how I use it. Returning it was easy at least.' },
    fr: { title: 'Pas pour moi', text: 'La qualité semble correcte mais ça ne convenait pas à mon usage. Au moins, le retour a été facile.' },
  },
  {
    stars: [1, 2],
    en: { title: 'Disappointed', text: 'A seam came loose after three weeks. Customer care was helpful, but I expected better.' },
    fr: { title: 'Déçu', text: 'Une couture s’est défaite après trois semaines. Le service à la clientèle a été utile, mais je m’attendais à mieux.' },
  },
];

export const DEMO_REVIEW_NICKNAMES = [
  'Maya R.',
  'Jonah K.',
  'Priya S.',
  'Hannah W.',
  'Theo M.',
  'Aiko N.',
  'Sam O.',
  'Carlos D.',
  'Grace L.',
  'Owen P.',
  'RunnerNina',
  'TrailTom',
];

export const DEMO_REVIEW_NICKNAMES_FR = ['Camille T.', 'Luc B.', 'Élise D.', 'Mathieu G.', 'Sophie L.', 'Gabriel R.', 'Chloé M.', 'Félix P.'];
