import type { ReactElement } from 'react';

/** Five stars, as many filled as the rating rounds to, read out as `label`. */
export function Stars({ rating, label }: { readonly rating: number; readonly label: string }): ReactElement {
  const filled = Math.round(rating);
  return (
    <span className="stars" role="img" aria-label={label}>
      {'★'.repeat(filled)}
      <span className="stars__empty">{'★'.repeat(5 - filled)}</span>
    </span>
  );
}
