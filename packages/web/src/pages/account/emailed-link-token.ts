import type { LoadArgs } from '../../app/router.js';

/** What a page opened from an e-mailed link reads: the link's token, '' when it has none. */
export interface EmailedLinkData {
  readonly token: string;
}

/** The `load` of the pages e-mailed links open (reset password, loyalty confirmation). */
export async function loadEmailedLinkToken({ url }: LoadArgs): Promise<EmailedLinkData> {
  return { token: url.searchParams.get('token') ?? '' };
}
