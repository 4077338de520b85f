import type { ReactElement } from 'react';
import { AddressEditor, type AddressEditorProps } from './address-editor.js';
import { PasswordEditor } from './password-editor.js';
import { ProfileEditor, type ProfileEditorProps } from './profile-editor.js';

type AccountEditorProps =
  | ({ readonly kind: 'profile' } & ProfileEditorProps)
  | ({ readonly kind: 'address' } & AddressEditorProps)
  | { readonly kind: 'password'; readonly onDone: () => void; readonly onCancel: () => void };

/**
 * The account's forms (profile, password, an address of the book) in one chunk, loaded when the
 * shopper opens one: the account page's first load stays within its budget.
 */
function AccountEditors(props: AccountEditorProps): ReactElement {
  if (props.kind === 'profile') return <ProfileEditor {...props} />;
  if (props.kind === 'address') return <AddressEditor {...props} />;
  return <PasswordEditor onDone={props.onDone} onCancel={props.onCancel} />;
}

export default AccountEditors;
