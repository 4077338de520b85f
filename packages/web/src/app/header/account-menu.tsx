import { createPortal } from 'react-dom';
import { lazy, Suspense, useState, type MouseEvent, type ReactElement } from 'react';
import { useDialogs } from '../../state/dialogs.js';
import { useSession } from '../../state/session.js';
import { Link } from '../router.js';
import { useMessages } from '../../i18n/messages.js';

// The account dialogs and sign-out are their own chunk: a guest's first page load does not pay for
// PKCE, the sign-up rules and the flows; the chunk is fetched on hover, focus or first use.
const loadHeaderAuth = () => import('../../auth/header-auth.js');
const AuthDialogs = lazy(() => loadHeaderAuth().then((m) => ({ default: m.AuthDialogs })));
const SignOutButton = lazy(() => loadHeaderAuth().then((m) => ({ default: m.SignOutButton })));

/** Ids of the dialogs the account chunk renders (other areas open 'sign-in', e.g. presale "sign in to buy"). */
const AUTH_DIALOG_IDS = ['sign-in', 'sign-up', 'employee-terms'];

const preload = () => void loadHeaderAuth();

/** Sign-in state: "Sign in" for a guest (the sign-in dialog, or /account without JavaScript); "Account" and "Sign out" when signed in. */
export function AccountMenu(): ReactElement {
  const { t } = useMessages();
  const { signedIn } = useSession();
  const dialogs = useDialogs();
  const wanted = AUTH_DIALOG_IDS.some((id) => dialogs.isOpen(id));
  // Once wanted, the dialogs stay mounted; set during render, so they mount in the same pass.
  const [mounted, setMounted] = useState(false);
  if (wanted && !mounted) setMounted(true);

  const openSignIn = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    dialogs.open('sign-in');
  };

  return (
    <>
      {signedIn ? (
        <>
          <Link to="/account">{t('header.account')}</Link>
          <Suspense
            fallback={
              <button type="button" className="link-button" disabled>
                {t('header.signOut')}
              </button>
            }
          >
            <SignOutButton />
          </Suspense>
        </>
      ) : (
        <Link to="/account" onClick={openSignIn} onPointerEnter={preload} onFocus={preload}>
          {t('header.signIn')}
        </Link>
      )}
      {mounted || wanted
        ? // Only ever in the browser (after a click); outside the header's navigation landmark.
          createPortal(
            <Suspense fallback={null}>
              <AuthDialogs />
            </Suspense>,
            document.body,
          )
        : null}
    </>
  );
}
