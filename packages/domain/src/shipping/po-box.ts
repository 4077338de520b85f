// The written forms of a post office box seen on real forms. "Box 12" alone is not refused:
// rural routes ("RR 2 Box 12") are deliverable addresses.
const PO_BOX_PATTERNS: readonly RegExp[] = [
  /\bp\s*\.?\s*o\s*\.?\s*box\b/i, // PO Box, P.O. Box, P O Box, POBox
  /\bp\s*\.?\s*o\s*\.?\s*b\s*\.?\s*\d/i, // P.O.B. 12, POB 12
  /\bpob\b/i,
  /\bpost\s+office\s+box\b/i,
  /\bpostal\s+box\b/i,
  /\bbo[iî]te\s+postale\b/i, // Canada's French form
];

/**
 * True when an address line names a post office box, which Stride cannot deliver to (SHP500).
 * @example isPoBoxLine('P.O. Box 12') // true
 * @example isPoBoxLine('12 Polk Street') // false
 */
export function isPoBoxLine(line: string): boolean {
  return PO_BOX_PATTERNS.some((pattern) => pattern.test(line));
}

/** The address lines a PO box is looked for in. */
export interface AddressLines {
  readonly addressLine1?: string | undefined;
  readonly addressLine2?: string | undefined;
  readonly addressLine3?: string | undefined;
}

/** True when any of the address's lines names a post office box. */
export function addressHasPoBox(address: AddressLines): boolean {
  return [address.addressLine1, address.addressLine2, address.addressLine3].some((line) => line !== undefined && isPoBoxLine(line));
}
