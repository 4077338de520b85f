/** The pay-later provider info dialog's id in the dialog stack (its module loads on first open). */
export const PAY_LATER_INFO_DIALOG_ID = 'pay-later-info';
