/** The pickup-in-store dialog's id in the dialog stack: the product page opens it before its chunk is loaded. */
export const PICKUP_DIALOG_ID = 'pickup-in-store';
