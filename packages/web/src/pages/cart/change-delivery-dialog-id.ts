/**
 * The dialog id of the spec's "cart change shipping method" dialog in the dialog stack: the cart opens it before the
 * dialog's chunk is loaded.
 */
export const CHANGE_DELIVERY_DIALOG_ID = 'cart-change-shipping-method';
