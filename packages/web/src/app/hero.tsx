import type { ReactElement } from 'react';
import { FavouriteButton } from './favourite-button.js';

/** The home page hero: the one h1 of the page and a short line about the shop. */
export function Hero(): ReactElement {
  return (
    <section className="hero" aria-labelledby="hero-title">
      <h1 id="hero-title">Stride — shoes, apparel and gear</h1>
      <p>Everything for the run, the gym and the street, in every size we make.</p>
      <FavouriteButton />
    </section>
  );
}
