/** The quick-shop dialog's id in the dialog stack: openers know it without loading the dialog's chunk. */
export const QUICK_SHOP_DIALOG_ID = 'quickshop';
