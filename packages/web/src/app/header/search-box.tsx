import type { ReactElement } from 'react';
import { marketPrefix } from '../market.js';
import { useMarket } from '../router.js';

/**
 * The header search: a plain GET form to the search page (works without JavaScript).
 * Autosuggest is added on top of it in the browser.
 */
export function SearchBox(): ReactElement {
  const market = useMarket();
  return (
    <form className="search-box" role="search" action={`${marketPrefix(market)}/search`} method="get">
      <label htmlFor="site-search" className="visually-hidden">
        Search products
      </label>
      <input id="site-search" name="q" type="search" placeholder="Search shoes, apparel, gear" autoComplete="off" maxLength={100} />
      <button type="submit">Search</button>
    </form>
  );
}
