/** The mini cart's id in the dialog stack: the page opens it before the dialog's chunk is loaded. */
export const MINI_CART_DIALOG_ID = 'mini-cart';
