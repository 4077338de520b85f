/** Length of the colour id at the end of a master id. */
export const COLOUR_ID_LENGTH = 3;

const COLOUR_VARIANT_ID = /^[A-Z0-9]{8}$/;

/** True when `id` is a colour-variant id: exactly 8 upper-case letters or digits. */
export function isColourVariantId(id: string): boolean {
  return COLOUR_VARIANT_ID.test(id);
}

/**
 * The colour id of a master id: its last 3 characters, or null when the id is too short to hold one.
 * @example colourIdFromMasterId('HQ4199AB') // '9AB'
 */
export function colourIdFromMasterId(masterId: string): string | null {
  return masterId.length >= COLOUR_ID_LENGTH ? masterId.slice(-COLOUR_ID_LENGTH) : null;
}
