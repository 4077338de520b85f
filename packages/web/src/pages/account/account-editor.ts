import { lazy } from 'react';

/** The account's forms, loaded on first use (account-editors.tsx). */
export const AccountEditor = lazy(() => import('./account-editors.js'));
