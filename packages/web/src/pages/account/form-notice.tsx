import type { ReactElement } from 'react';

/** What an account form tells after it is sent: saved (read out politely) or refused (an alert). */
export type FormNoticeValue = { readonly kind: 'saved' | 'error'; readonly text: string } | null;

/** The form's outcome above its button: the saved line in a live status region, a refusal as an error banner. */
export function FormNotice({ notice }: { readonly notice: FormNoticeValue }): ReactElement {
  return (
    <>
      <div role="status">{notice?.kind === 'saved' ? <p>{notice.text}</p> : null}</div>
      {notice?.kind === 'error' ? (
        <p className="banner banner--error" role="alert">
          {notice.text}
        </p>
      ) : null}
    </>
  );
}
