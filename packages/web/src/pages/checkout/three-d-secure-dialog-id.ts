/** The 3-D Secure challenge dialog's id, apart from the dialog so the checkout opens it without loading it first. */
export const THREE_D_SECURE_DIALOG_ID = 'three-d-secure';
