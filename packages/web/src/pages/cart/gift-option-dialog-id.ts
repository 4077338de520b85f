/** The add gift option dialog's id in the dialog stack: the cart and product pages open it before its chunk is loaded. */
export const GIFT_OPTION_DIALOG_ID = 'add-gift-option';
