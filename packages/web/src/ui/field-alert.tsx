import type { ReactElement } from 'react';

/**
 * A form's or a section's error, announced as it appears (`role="alert"`); nothing while there is none. `id` lets the
 * field it concerns point at it with `aria-describedby`.
 * @example <FieldAlert id="gift-card-error" message={error} />
 */
export function FieldAlert({ message, id }: { readonly message: string | null | undefined; readonly id?: string }): ReactElement | null {
  if (message === null || message === undefined) return null;
  return (
    <p id={id} className="field-error" role="alert">
      {message}
    </p>
  );
}
