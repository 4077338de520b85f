import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SERVER_ERROR_CATALOGUE, isServerErrorCode, serverErrorFor } from './server-error-catalogue.js';
import { SERVER_ERROR_MEANINGS, serverErrorMeaning } from './server-error-meanings.js';

// Every code of commerce section 8, "Server error codes", in the spec's order.
const SPEC_CODES = `BSK404 INV701 INV702 INV700 INV406 INV405 INV407 INV409 INV408 ORD430 ORD404 PRC400
SHP404 SHP500 SHP410 PAY401 CHK380 CHK320 STR404 GFS800 GFO404 GFO405 GWP403
GFC410 GFC799 GFC800 GFC700 GFC760 GFC812 GFC725 GFC740 GFC755 GFC400
FE309 PYT402 PYT404 PYT300 PYT405 PYT406 PYT400 BIL400 BILL410 PAY400 TAX309 TAX310 ORD415
PRM130 PRM160 PRM135 PRM140 PRM150 PRM155 PRM416 PRM175 REW401 REW130 REW135 REW140
PLP400 OHS4004 ORD409 ORD400 RTN500
PRO412 PRO418 PRO414 PRO415 PRO404 PRO410 PRO411 PRO400 FE340 FE872 CCA400 CCA401 CCN404
AUT498 AUT401 AUT418 AUT437 AUT438 AUT439 AUT440 AUT450 AUT451 AUT452 AUT453 4044 AUT423 AUT426
AUT444 AUT442 AUT409 AUT404 AUT500 AUT432 AUT402 AUT441 AUT403
API400 API404 API405 API406 API415 GEN500 ATTR100 ATTR200 ATTR300 REV410`.split(/\s+/);

describe('server error catalogue', () => {
  it('holds every code of the spec table, once each, in the spec order', () => {
    expect(SERVER_ERROR_CATALOGUE.map((entry) => entry.code)).toEqual(SPEC_CODES);
  });

  it('keeps the spec areas and meanings', () => {
    expect(serverErrorFor('BSK404')).toMatchObject({ area: 'Cart and inventory' });
    expect(serverErrorMeaning('BSK404')).toBe('cart not found');
    expect(serverErrorFor('GFC740')).toMatchObject({ area: 'Gift cards' });
    expect(serverErrorMeaning('GFC740')).toBe('zero balance');
    expect(serverErrorFor('4044')).toMatchObject({ area: 'Authentication' });
    expect(serverErrorMeaning('4044')).toBe('loyalty member not found');
    expect(serverErrorMeaning('NOPE1')).toBeUndefined();
    // One meaning per catalogue code, and none for a code the catalogue does not hold.
    expect(Object.keys(SERVER_ERROR_MEANINGS).sort()).toEqual(SERVER_ERROR_CATALOGUE.map((entry) => entry.code).sort());
    expect(serverErrorFor('REV410')).toMatchObject({ area: 'General and API' });
    expect(new Set(SERVER_ERROR_CATALOGUE.map((entry) => entry.area)).size).toBe(12);
  });

  it('answers a not-found meaning with 404, a conflict with 409 and bad input with 400', () => {
    expect(serverErrorFor('BSK404')?.httpStatus).toBe(404);
    expect(serverErrorFor('GFC755')?.httpStatus).toBe(409);
    expect(serverErrorFor('FE309')?.httpStatus).toBe(400);
    expect(serverErrorFor('AUT498')?.httpStatus).toBe(401);
    expect(serverErrorFor('AUT423')?.httpStatus).toBe(429);
    expect(serverErrorFor('GEN500')?.httpStatus).toBe(500);
  });

  it('every meaning that ends in "not found" answers 404', () => {
    const notFound = SERVER_ERROR_CATALOGUE.filter((e) => serverErrorMeaning(e.code)?.endsWith('not found'));
    // BSK404 (cart not found) and PRO404 (profile not found) are among them: an empty filter would assert nothing.
    expect(notFound.map((e) => e.code)).toEqual(expect.arrayContaining(['BSK404', 'PRO404']));
    for (const entry of notFound) {
      expect(entry.httpStatus, entry.code).toBe(404);
    }
  });

  it('law: every catalogue code is found and carries an error status and a message', () => {
    fc.assert(
      fc.property(fc.constantFrom(...SERVER_ERROR_CATALOGUE), (entry) => {
        expect(serverErrorFor(entry.code)).toBe(entry);
        expect(isServerErrorCode(entry.code)).toBe(true);
        expect(entry.httpStatus).toBeGreaterThanOrEqual(400);
        expect(entry.httpStatus).toBeLessThan(600);
        expect(entry.message.length).toBeGreaterThan(0);
      }),
    );
  });

  it('law: a string the spec does not name is not a server code', () => {
    fc.assert(
      fc.property(
        fc.string().filter((s) => !SPEC_CODES.includes(s)),
        (code) => serverErrorFor(code) === undefined && !isServerErrorCode(code),
      ),
    );
  });
});
