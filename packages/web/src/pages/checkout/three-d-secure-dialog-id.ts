/** The 3-D Secure challenge's id in the dialog stack: checkout opens it before the dialog's chunk is loaded. */
export const THREE_D_SECURE_DIALOG_ID = 'three-d-secure';
