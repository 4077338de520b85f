import { randomBytes } from 'node:crypto';
import { welcomePromoDraft, type IdentityRepositories } from '@stride/domain/identity';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SqlClient } from '../../sql/sql-client.port.js';
import { PgIdentityUnitOfWork } from './pg-identity-unit-of-work.js';

const t0 = new Date('2030-01-01T00:00:00Z');
const later = (seconds: number) => new Date(t0.getTime() + seconds * 1000);
let serial = 0;
const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}${(++serial).toString().padStart(4, '0')}`;

/** The identity repositories' contract, run on every engine with a migrated, empty database. */
export function runIdentityRepositoriesContract(name: string, open: () => Promise<SqlClient>): void {
  describe(`identity repositories: ${name}`, () => {
    let sql: SqlClient;
    let uow: PgIdentityUnitOfWork;
    beforeAll(async () => {
      sql = await open();
      uow = new PgIdentityUnitOfWork(sql);
    });
    afterAll(async () => {
      await sql.close();
    });
    const run = <T>(work: (repos: IdentityRepositories) => Promise<T>) => uow.transaction(work);
    const registered = async (email = `${unique('u')}@example.com`) =>
      (
        await run((r) =>
          r.accounts.createRegistered({ consumerNo: unique('C'), email, passwordHash: 'scrypt$x', firstName: 'A', lastName: 'B', newsletterOptIn: false }),
        )
      )._unsafeUnwrap();

    it("writes an address book as decided: adds, updates, removes, one main per type, oldest first, only the owner's", async () => {
      const owner = await registered();
      const other = await registered();
      const base = { firstName: 'Rae', lastName: 'Moss', city: 'Portland', postalCode: '97205', countryCode: 'US', phone: '5035550123', phoneCode: '+1' };
      const [first, second] = await run((r) =>
        r.addresses.write(owner, [
          { ...base, approachType: 'S', main: true, addressLine1: '1 First Street' },
          { ...base, approachType: 'S', main: false, addressLine1: '2 Second Street', addressLine2: 'Apt 4', email: 'rae@example.com' },
        ]),
      );
      expect([first, second].every((id) => typeof id === 'string')).toBe(true);
      expect(await run((r) => r.addresses.write(other, [{ ...base, approachType: 'B', main: true, addressLine1: '9 Other Road' }]))).toHaveLength(1);
      const book = await run((r) => r.addresses.listForChange(owner));
      const secondOf = (list: typeof book) => {
        const [, address] = list;
        if (address === undefined) throw new Error('the book has no second address');
        return address;
      };
      expect(book.map((a) => [a.id, a.addressLine1, a.main])).toEqual([
        [first, '1 First Street', true],
        [second, '2 Second Street', false],
      ]);
      expect(book[1]).toMatchObject({ addressLine2: 'Apt 4', email: 'rae@example.com', phoneCode: '+1' });
      // The main moves to the second, the first is removed, a billing address is added: the other consumer's book is untouched.
      await run((r) =>
        r.addresses.write(owner, [
          { ...secondOf(book), main: true },
          { ...base, approachType: 'B', main: true, addressLine1: '7 Billing Row' },
        ]),
      );
      expect((await run((r) => r.addresses.list(owner))).map((a) => [a.addressLine1, a.approachType, a.main])).toEqual([
        ['2 Second Street', 'S', true],
        ['7 Billing Row', 'B', true],
      ]);
      expect((await run((r) => r.addresses.list(other))).map((a) => a.addressLine1)).toEqual(['9 Other Road']);
      // Two main addresses of one type cannot be stored.
      await expect(
        run((r) =>
          r.addresses.write(owner, [
            { ...base, approachType: 'S', main: true, addressLine1: 'A' },
            { ...base, approachType: 'S', main: true, addressLine1: 'B' },
          ]),
        ),
      ).rejects.toThrow();
      expect(await run((r) => r.addresses.list(owner))).toHaveLength(2);
    });

    it('creates guests and numbered accounts, finding accounts by e-mail in any case but never guests', async () => {
      const guest = unique('G');
      await run((r) => r.accounts.createGuest(guest));
      expect((await run((r) => r.accounts.findByConsumerNo(guest)))?.accountType).toBe('GUEST');
      const email = `${unique('Mixed')}@Example.com`;
      const consumerNo = await registered(email);
      expect(consumerNo).toMatch(/^C[a-z0-9]+$/);
      expect((await run((r) => r.accounts.findByEmail(email.toLowerCase())))?.consumerNo).toBe(consumerNo);
    });

    it('answers PRO400 for a taken e-mail and leaves the transaction usable', async () => {
      const email = `${unique('dup')}@example.com`;
      await registered(email);
      const outcome = await run(async (r) => {
        const again = await r.accounts.createRegistered({
          consumerNo: unique('C'),
          email: email.toUpperCase(),
          passwordHash: 'h',
          firstName: 'A',
          lastName: 'B',
          newsletterOptIn: false,
        });
        const guest = unique('G');
        await r.accounts.createGuest(guest);
        return { again, guest };
      });
      expect(outcome.again._unsafeUnwrapErr().code).toBe('PRO400');
      expect(await run((r) => r.accounts.findByConsumerNo(outcome.guest))).toBeDefined();
    });

    it('answers AUT442 for a phone on another account (by its digits, the same dialling code) and writes nothing', async () => {
      const digits = String(Date.now() % 1_000_000_000).padStart(9, '0');
      const phone = `4${digits}`;
      const account = (email: string, extra: { phone?: string; phoneCode?: string }) =>
        run((r) =>
          r.accounts.createRegistered({ consumerNo: unique('C'), email, passwordHash: 'h', firstName: 'A', lastName: 'B', newsletterOptIn: false, ...extra }),
        );
      expect((await account(`${unique('p1')}@example.com`, { phone, phoneCode: '+1' })).isOk()).toBe(true);
      const taken = `${unique('p2')}@example.com`;
      const refused = await account(taken, { phone: `(${phone.slice(0, 3)}) ${phone.slice(3, 6)}-${phone.slice(6)}`, phoneCode: '+1' });
      expect(refused._unsafeUnwrapErr().code).toBe('AUT442');
      expect(await run((r) => r.accounts.findByEmail(taken))).toBeUndefined();
      // The same digits under another country's dialling code are another phone.
      expect((await account(`${unique('p3')}@example.com`, { phone, phoneCode: '+44' })).isOk()).toBe(true);
    });

    it("knows a phone on another account (AUT444 on a profile change), never the consumer's own", async () => {
      const digits = String((Date.now() + 7) % 1_000_000_000).padStart(9, '0');
      const phone = `5${digits}`;
      const owner = unique('C');
      const created = await run((r) =>
        r.accounts.createRegistered({
          consumerNo: owner,
          email: `${unique('o')}@example.com`,
          passwordHash: 'h',
          firstName: 'A',
          lastName: 'B',
          newsletterOptIn: false,
          phone,
          phoneCode: '+1',
        }),
      );
      expect(created.isOk()).toBe(true);
      const someoneElse = await registered();
      const taken = (consumerNo: string, number: string, code: string | undefined) => run((r) => r.accounts.isPhoneOnAnotherAccount(consumerNo, number, code));
      expect(await taken(someoneElse, `${phone.slice(0, 3)}-${phone.slice(3)}`, '+1')).toBe(true);
      expect(await taken(someoneElse, phone, undefined)).toBe(true);
      expect(await taken(owner, phone, '+1')).toBe(false);
      expect(await taken(someoneElse, phone, '+44')).toBe(false);
      expect(await taken(someoneElse, '--', '+1')).toBe(false);
    });

    it('counts failed sign-ins atomically, locks at the maximum and restarts after the lock lapses', async () => {
      const consumerNo = await registered();
      const fail = (now: Date) => run((r) => r.accounts.recordFailedSignIn(consumerNo, now, 3, later(900)));
      expect(await Promise.all([fail(t0), fail(t0)])).toEqual(expect.arrayContaining([1, 2]));
      expect(await fail(t0)).toBe(3);
      expect((await run((r) => r.accounts.findByConsumerNo(consumerNo)))?.lockedUntil).toEqual(later(900));
      expect(await fail(later(901))).toBe(1);
      await run((r) => r.accounts.resetFailedSignIns(consumerNo));
      const account = await run((r) => r.accounts.findByConsumerNo(consumerNo));
      expect([account?.failedSignInCount, account?.lockedUntil]).toEqual([0, null]);
    });

    it('uses an authorization code once, before it expires', async () => {
      const consumerNo = await registered();
      const code = { codeHash: unique('code'), consumerNo, codeChallenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM', createdAt: t0, expiresAt: later(60) };
      await run((r) => r.authorizationCodes.insert(code));
      const both = await Promise.all([1, 2].map(() => run((r) => r.authorizationCodes.consume(code.codeHash, later(10)))));
      expect(both.filter((found) => found !== undefined)).toEqual([{ consumerNo, codeChallenge: code.codeChallenge }]);
      const stale = { ...code, codeHash: unique('code') };
      await run((r) => r.authorizationCodes.insert(stale));
      expect(await run((r) => r.authorizationCodes.consume(stale.codeHash, later(60)))).toBeUndefined();
    });

    it('rotates and revokes refresh token families', async () => {
      const consumerNo = await registered();
      const token = (hash: string, familyId: string) => ({
        tokenHash: hash,
        familyId,
        consumerNo,
        agentRole: 'EMPLOYEE' as const,
        storeId: null,
        issuedAt: t0,
        expiresAt: later(3600),
      });
      const family = unique('F');
      const [a, b] = [unique('a'), unique('b')];
      await run(async (r) => {
        await r.refreshTokens.insert(token(a, family));
        await r.refreshTokens.insert(token(b, family));
        await r.refreshTokens.markRotated(a, b, later(5));
      });
      const first = await run((r) => r.refreshTokens.findForUpdate(a));
      expect(first).toMatchObject({ familyId: family, consumerNo, agentRole: 'EMPLOYEE', rotatedAt: later(5), revokedAt: null });
      await run((r) => r.refreshTokens.revokeFamily(family, later(6)));
      expect((await run((r) => r.refreshTokens.findForUpdate(b)))?.revokedAt).toEqual(later(6));
      expect(await run((r) => r.refreshTokens.findForUpdate(unique('none')))).toBeUndefined();
    });

    it('keeps an in-store session until it is ended or expires, found only by its digest', async () => {
      const associateNo = await registered();
      const storeId = unique('S')
        .toUpperCase()
        .replace(/[^A-Z0-9]/g, '')
        .slice(-10);
      await sql.query(
        `INSERT INTO stores (id, name, address_line1, city, province, postal_code, country_code, phone, latitude, longitude, time_zone, opening_hours)
         VALUES ($1, 'Test store', '1 Main St', 'Denver', 'CO', '80202', 'US', '3035550100', 39.7, -104.9, 'America/Denver', '9-21')`,
        [storeId],
      );
      const tokenHash = randomBytes(32).toString('hex');
      await run((r) => r.inStoreSessions.insert({ tokenHash, associateNo, storeId, storeEmployeeId: 'E1', startedAt: t0, expiresAt: later(3600) }));
      expect(await run((r) => r.inStoreSessions.findActive(tokenHash, later(10)))).toEqual({
        tokenHash,
        associateNo,
        storeId,
        storeEmployeeId: 'E1',
        expiresAt: later(3600),
      });
      expect(await run((r) => r.inStoreSessions.findActive(tokenHash, later(3600)))).toBeUndefined();
      expect(await run((r) => r.inStoreSessions.findActive('b'.repeat(64), later(10)))).toBeUndefined();
      await run((r) => r.inStoreSessions.end(tokenHash, later(20)));
      expect(await run((r) => r.inStoreSessions.findActive(tokenHash, later(30)))).toBeUndefined();
      // Ending again changes nothing.
      await run((r) => r.inStoreSessions.end(tokenHash, later(40)));
      const [row] = await sql.query<{ ended_at: Date }>('SELECT ended_at FROM in_store_sessions WHERE token_hash = $1', [tokenHash]);
      expect(row?.ended_at).toEqual(later(20));
    });

    it('consumes a reset token once and queues the e-mail in the outbox', async () => {
      const consumerNo = await registered();
      const tokenHash = unique('reset');
      await run(async (r) => {
        await r.passwordResets.insert({ tokenHash, consumerNo, createdAt: t0, expiresAt: later(1800) });
        await r.outbox.enqueue({ to: 'x@example.com', template: 'password-reset', subject: 's', body: `link ${tokenHash}`, createdAt: t0 });
      });
      expect(await run((r) => r.passwordResets.consume(tokenHash, later(1801)))).toBeUndefined();
      expect(await run((r) => r.passwordResets.consume(tokenHash, later(10)))).toBe(consumerNo);
      expect(await run((r) => r.passwordResets.consume(tokenHash, later(11)))).toBeUndefined();
      const mails = await sql.query(`SELECT to_address FROM outbound_emails WHERE body = $1`, [`link ${tokenHash}`]);
      expect(mails).toEqual([{ to_address: 'x@example.com' }]);
    });

    it('enrolls a member pending the double opt-in, once, and confirms them with an unexpired link used once', async () => {
      const consumerNo = await registered();
      const memberId = unique('LM');
      expect(await run((r) => r.loyaltyEnrollments.enroll(consumerNo, { memberId, optInDate: '2030-01-01' }))).toBe(true);
      expect(await run((r) => r.loyaltyEnrollments.enroll(consumerNo, { memberId: unique('LM'), optInDate: '2030-01-02' }))).toBe(false);
      const pending = await run((r) => r.profiles.find(consumerNo));
      expect(pending).toMatchObject({ isLoyaltyMember: true, loyaltyMemberId: memberId, loyaltyConfirmationPending: true, loyaltyOptInDate: '2030-01-01' });
      const tokenHash = unique('optin');
      await run((r) => r.loyaltyEnrollments.insertLink({ tokenHash, consumerNo, createdAt: t0, expiresAt: later(600) }));
      expect(await run((r) => r.loyaltyEnrollments.linksSince(consumerNo, t0))).toBe(1);
      expect(await run((r) => r.loyaltyEnrollments.linksSince(consumerNo, later(1)))).toBe(0);
      expect(await run((r) => r.loyaltyEnrollments.confirm(tokenHash, later(601)))).toBeUndefined();
      expect((await run((r) => r.profiles.find(consumerNo)))?.loyaltyConfirmationPending).toBe(true);
      expect(await run((r) => r.loyaltyEnrollments.confirm(tokenHash, later(10)))).toBe(consumerNo);
      expect(await run((r) => r.loyaltyEnrollments.confirm(tokenHash, later(11)))).toBeUndefined();
      expect((await run((r) => r.profiles.find(consumerNo)))?.loyaltyConfirmationPending).toBe(false);
      expect(await sql.query('SELECT loyalty_confirmed_at FROM consumers WHERE consumer_no = $1', [consumerNo])).toEqual([{ loyalty_confirmed_at: later(10) }]);
    });

    it('issues one welcome promo per member, a personal single-use code of a promotion outside the public list, even under racing issues', async () => {
      const consumerNo = await registered();
      const suffix = randomBytes(5).toString('hex').toUpperCase();
      const draft = welcomePromoDraft({ percentOff: 15, validDays: 30 }, suffix, t0);
      expect(await run((r) => r.welcomePromos.find(consumerNo))).toBeUndefined();
      // Two confirmations racing: the consumer's row lock lets one issue; the other finds it issued.
      const other = welcomePromoDraft({ percentOff: 15, validDays: 30 }, randomBytes(5).toString('hex'), t0);
      const raced = await Promise.all([run((r) => r.welcomePromos.issue(consumerNo, draft)), run((r) => r.welcomePromos.issue(consumerNo, other))]);
      expect([...raced].sort()).toEqual(['already-issued', 'issued']);
      const kept = raced[0] === 'issued' ? draft : other;
      expect(await run((r) => r.welcomePromos.find(consumerNo))).toEqual({
        code: kept.code,
        promotionName: 'Stride Rewards welcome offer',
        percentOff: 15,
        issuedAt: t0,
        expiresAt: later(30 * 24 * 60 * 60),
        redeemedAt: null,
      });
      const [promotion] = await sql.query(
        `SELECT p.level, p.discount_type, p.customer_group, p.requires_code, p.consumer_no, p.starts_at, p.ends_at, c.max_uses, c.max_uses_per_consumer
           FROM promo_codes c JOIN promotions p ON p.id = c.promotion_id WHERE c.code = $1`,
        [kept.code],
      );
      expect(promotion).toEqual({
        level: 'ORDER',
        discount_type: 'PERCENT',
        customer_group: 'LOYALTY',
        requires_code: true,
        consumer_no: consumerNo,
        starts_at: t0,
        ends_at: later(30 * 24 * 60 * 60),
        max_uses: null,
        max_uses_per_consumer: 1,
      });
      // Another member cannot be given a taken code; nothing is written for them.
      const second = await registered();
      expect(await run((r) => r.welcomePromos.issue(second, kept))).toBe('code-taken');
      expect(await run((r) => r.welcomePromos.find(second))).toBeUndefined();
      const [rows] = await sql.query<{ n: number }>('SELECT count(*)::int AS n FROM promotions WHERE consumer_no = $1', [consumerNo]);
      expect(rows?.n).toBe(1);
    });

    it('keeps one newsletter subscription per address; a link confirms it once, before it expires, with the date', async () => {
      const email = `${unique('n')}@example.com`;
      const pending = { email, country: 'GB', region: 'EMEA' as const, locale: 'en-GB', optinDate: t0, confirmationRequired: true, confirmedAt: null };
      await run((r) => r.newsletterSignups.insert(pending, null));
      await run((r) => r.newsletterSignups.insert({ ...pending, country: 'US', optinDate: later(5) }, null));
      expect(await run((r) => r.newsletterSignups.find(email.toUpperCase()))).toEqual(pending);
      const tokenHash = unique('nl');
      await run((r) => r.newsletterSignups.insertLink({ tokenHash, email, createdAt: t0, expiresAt: later(600) }));
      expect(await run((r) => r.newsletterSignups.confirm(tokenHash, later(601)))).toBeUndefined();
      expect(await run((r) => r.newsletterSignups.confirm('not-a-link', later(10)))).toBeUndefined();
      expect(await run((r) => r.newsletterSignups.confirm(tokenHash, later(10)))).toEqual({ ...pending, confirmedAt: later(10) });
      expect(await run((r) => r.newsletterSignups.confirm(tokenHash, later(11)))).toBeUndefined();
      expect((await run((r) => r.newsletterSignups.find(email)))?.confirmedAt).toEqual(later(10));
    });

    it('never enrolls a guest and keeps the sign-up source on the account', async () => {
      const guest = unique('G');
      await run((r) => r.accounts.createGuest(guest));
      expect(await run((r) => r.loyaltyEnrollments.enroll(guest, { memberId: unique('LM'), optInDate: '2030-01-01' }))).toBe(false);
      const source = { storeId: 'S001', acquisitionType: 'Registered', campaignName: 'spring', leadSource: 'email.spring' };
      const consumerNo = (
        await run((r) =>
          r.accounts.createRegistered({
            consumerNo: unique('C'),
            email: `${unique('src')}@example.com`,
            passwordHash: 'h',
            firstName: 'A',
            lastName: 'B',
            newsletterOptIn: false,
            source,
          }),
        )
      )._unsafeUnwrap();
      const rows = await sql.query('SELECT signup_store_id, acquisition_type, campaign_name, lead_source FROM consumers WHERE consumer_no = $1', [consumerNo]);
      expect(rows).toEqual([{ signup_store_id: 'S001', acquisition_type: 'Registered', campaign_name: 'spring', lead_source: 'email.spring' }]);
    });

    it('reads a profile and writes only the fields given, in one statement', async () => {
      const consumerNo = await registered();
      const before = await run((r) => r.profiles.find(consumerNo));
      expect(before).toMatchObject({
        consumerNo,
        accountType: 'REGISTERED',
        firstName: 'A',
        lastName: 'B',
        phone: null,
        newsletterOptIn: false,
        isEmployeeDiscountTcAccepted: false,
        employeeSpend: null,
      });
      await run((r) => r.profiles.update(consumerNo, { firstName: 'Ana', phone: '5035550199', phoneCode: '+1', newsletterOptIn: true }, later(1)));
      const after = await run((r) => r.profiles.find(consumerNo));
      expect(after).toMatchObject({ firstName: 'Ana', lastName: 'B', phone: '5035550199', phoneCode: '+1', postalCode: null, newsletterOptIn: true });
      await run((r) => r.profiles.update(consumerNo, { newsletterOptIn: false }, later(2)));
      expect((await run((r) => r.profiles.find(consumerNo)))?.newsletterOptIn).toBe(false);
      expect(await run((r) => r.profiles.find(unique('none')))).toBeUndefined();
    });

    it('sets the employee terms flag only on an employee account, and never clears it', async () => {
      const shopper = await registered();
      const employee = await registered();
      await sql.query(
        `UPDATE consumers SET consumer_type = 'EMPLOYEE', employee_annual_cap_minor = 150000, employee_current_spend_minor = 32000, credit_currency = 'USD' WHERE consumer_no = $1`,
        [employee],
      );
      await run((r) => r.profiles.update(shopper, { acceptEmployeeDiscountTerms: true }, later(1)));
      expect((await run((r) => r.profiles.find(shopper)))?.isEmployeeDiscountTcAccepted).toBe(false);
      await run((r) => r.profiles.update(employee, { acceptEmployeeDiscountTerms: true }, later(1)));
      await run((r) => r.profiles.update(employee, { firstName: 'Casey' }, later(2)));
      const found = await run((r) => r.profiles.find(employee));
      expect(found).toMatchObject({ isEmployeeDiscountTcAccepted: true, employeeSpend: { currentSpendMinor: 32000, limitMinor: 150000, currency: 'USD' } });
      expect((await run((r) => r.accounts.findByConsumerNo(employee)))?.isEmployeeDiscountTcAccepted).toBe(true);
    });

    it("reads a prosumer's identities and spend against the credit; without an identity the credit counts for nothing", async () => {
      const both = await registered();
      const creditOnly = await registered();
      const credit = `prosumer_annual_credit_minor = 80000, prosumer_current_spend_minor = 12500, credit_currency = 'USD'`;
      await sql.query(`UPDATE consumers SET is_wranx_member = true, is_ipa_member = true, ${credit} WHERE consumer_no = $1`, [both]);
      await sql.query(`UPDATE consumers SET ${credit} WHERE consumer_no = $1`, [creditOnly]);
      expect(await run((r) => r.profiles.find(both))).toMatchObject({
        identities: ['IPA', 'WRANX'],
        prosumerSpend: { currentSpendMinor: 12500, limitMinor: 80000, currency: 'USD' },
        employeeSpend: null,
        athleteSpend: null,
      });
      expect(await run((r) => r.profiles.find(creditOnly))).toMatchObject({ identities: [], prosumerSpend: null });
    });

    it('never writes a guest profile', async () => {
      const guest = unique('G');
      await run((r) => r.accounts.createGuest(guest));
      await run((r) => r.profiles.update(guest, { firstName: 'Guest' }, later(1)));
      expect(await run((r) => r.profiles.find(guest))).toMatchObject({ accountType: 'GUEST', firstName: null, email: null });
    });

    it("merges only guest-owned lists and answers the account's open basket", async () => {
      const account = await registered();
      const other = await registered();
      const [basket] = await sql.query<{ id: string }>(`INSERT INTO baskets (consumer_no) VALUES ($1) RETURNING id`, [account]);
      const [foreign] = await sql.query<{ id: string }>(`INSERT INTO favorite_lists (consumer_no) VALUES ($1) RETURNING id`, [other]);
      const merged = await run((r) => r.guestObjects.merge(account, { favoriteId: foreign?.id, basketId: 'missing' }, undefined));
      expect(merged).toBe(basket?.id);
      const [owner] = await sql.query<{ consumer_no: string }>(`SELECT consumer_no FROM favorite_lists WHERE id = $1`, [foreign?.id]);
      expect(owner?.consumer_no).toBe(other);
      expect(await run((r) => r.accounts.openBasketId(account))).toBe(basket?.id);
    });

    it("merges a guest's basket only for that guest: another guest or no proof leaves it untouched", async () => {
      const account = await registered();
      const guest = unique('G');
      const intruder = unique('G');
      await run((r) => r.accounts.createGuest(guest));
      await run((r) => r.accounts.createGuest(intruder));
      const [basket] = await sql.query<{ id: string }>(`INSERT INTO baskets (consumer_no) VALUES ($1) RETURNING id`, [guest]);
      expect(await run((r) => r.guestObjects.merge(account, { basketId: basket?.id }, undefined))).toBeUndefined();
      expect(await run((r) => r.guestObjects.merge(account, { basketId: basket?.id }, intruder))).toBeUndefined();
      expect(await run((r) => r.accounts.openBasketId(guest))).toBe(basket?.id);
      expect(await run((r) => r.guestObjects.merge(account, { basketId: basket?.id }, guest))).toBe(basket?.id);
    });

    it("merges a guest's basket into the account's basket of the same currency only: a GBP basket never joins a USD one", async () => {
      const account = await registered();
      const guest = unique('G');
      await run((r) => r.accounts.createGuest(guest));
      const [usd] = await sql.query<{ id: string }>(`INSERT INTO baskets (consumer_no, currency) VALUES ($1, 'USD') RETURNING id`, [account]);
      const [gbp] = await sql.query<{ id: string }>(`INSERT INTO baskets (consumer_no, currency) VALUES ($1, 'GBP') RETURNING id`, [guest]);
      expect(await run((r) => r.guestObjects.merge(account, { basketId: gbp?.id }, guest))).toBe(gbp?.id);
      const rows = await sql.query<{ id: string; consumer_no: string; status: string }>(
        `SELECT id, consumer_no, status FROM baskets WHERE id IN ($1, $2) ORDER BY currency`,
        [gbp?.id, usd?.id],
      );
      expect(rows.map((r) => [r.id, r.consumer_no, r.status])).toEqual([
        [gbp?.id, account, 'OPEN'],
        [usd?.id, account, 'OPEN'],
      ]);
    });
  });
}
