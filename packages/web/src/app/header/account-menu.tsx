import type { ReactElement } from 'react';
import { Link } from '../router.js';
import { useSession } from '../../state/session.js';

/** Sign-in state: the account link for a signed-in shopper, else a sign-in link. */
export function AccountMenu(): ReactElement {
  const { signedIn, info } = useSession();
  if (signedIn) {
    return <Link to="/account">{info?.firstName !== undefined ? `Hi, ${info.firstName}` : 'Account'}</Link>;
  }
  return <Link to="/account">Sign in</Link>;
}
