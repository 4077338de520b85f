// The account pieces the header loads on demand: dialogs and the sign-out button.
export { AuthDialogs } from './auth-dialogs.js';
export { SignOutButton } from './sign-out-button.js';
