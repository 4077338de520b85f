import { useState, type ReactElement } from 'react';

/**
 * A tiny interactive piece: it only responds once the page has hydrated, which makes it
 * a visible proof that the client bundle took over the server-rendered markup.
 */
export function FavouriteButton(): ReactElement {
  const [count, setCount] = useState(0);
  return (
    <button type="button" className="favourite-button" onClick={() => setCount((n) => n + 1)}>
      Favourites today: <span data-testid="favourite-count">{count}</span>
    </button>
  );
}
