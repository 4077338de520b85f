import type { ConsumerAddressRow, DemoAccount, LoyaltyVoucherRow } from './demo-data.types.js';

/** The password of every demo account (docs and tests rely on it). */
export const DEMO_PASSWORD = 'Stride-demo-1';

/** The demo accounts' e-mail addresses, one per role. */
export const DemoEmail = {
  shopper: 'shopper@stride.example',
  loyalty: 'loyal@stride.example',
  employee: 'employee@stride.example',
  athlete: 'athlete@stride.example',
  associate: 'associate@stride.example',
  ipa: 'ipa@stride.example',
  wranx: 'wranx@stride.example',
  ipaWranx: 'ipa.wranx@stride.example',
} as const;

/** The store the demo associate works in. */
export const DEMO_ASSOCIATE_STORE_ID = 'US101';

const person = (row: Partial<DemoAccount> & Pick<DemoAccount, 'persona' | 'consumerNo' | 'email' | 'firstName' | 'lastName'>): DemoAccount => ({
  consumerType: 'REGISTERED',
  password: DEMO_PASSWORD,
  phone: '2125550140',
  phoneCode: '+1',
  birthDate: '1990-04-12',
  gender: 'U',
  postalCode: '10012',
  countryCode: 'US',
  preferredShoeSize: null,
  interests: null,
  isLoyaltyMember: false,
  loyaltyMemberId: null,
  loyaltyOptInDate: null,
  loyaltyPoints: 0,
  isEmployeeDiscountTcAccepted: false,
  employeeAnnualCapMinor: null,
  employeeCurrentSpendMinor: 0,
  athleteAnnualCreditMinor: null,
  athleteCurrentSpendMinor: 0,
  creditCurrency: null,
  storeId: null,
  storeEmployeeId: null,
  isIpaMember: false,
  isWranxMember: false,
  prosumerAnnualCreditMinor: null,
  prosumerCurrentSpendMinor: 0,
  ...row,
});

/**
 * One account per role: shopper, loyalty member (points and vouchers), employee who has NOT
 * accepted the discount terms, athlete with credit left, a store associate of US101, a prosumer of
 * each partner programme (identity IPA or WRANX, profile types ipa and wranx) with credit left, whom
 * content segments apart, and a prosumer holding both identities (the IPA banner wins).
 */
export function demoAccounts(): DemoAccount[] {
  return [
    person({
      persona: 'shopper',
      consumerNo: '1000000001',
      email: DemoEmail.shopper,
      firstName: 'Alex',
      lastName: 'Rivera',
      preferredShoeSize: '10',
      interests: 'Running|Trail',
    }),
    person({
      persona: 'loyalty',
      consumerNo: '1000000002',
      email: DemoEmail.loyalty,
      firstName: 'Jordan',
      lastName: 'Lee',
      phone: '6175550141',
      postalCode: '02116',
      isLoyaltyMember: true,
      loyaltyMemberId: 'LM40000002',
      loyaltyOptInDate: '2024-03-15',
      loyaltyPoints: 2450,
      preferredShoeSize: '8.5',
      interests: 'Running|Lifestyle',
    }),
    person({
      persona: 'employee',
      consumerNo: '1000000003',
      consumerType: 'EMPLOYEE',
      email: DemoEmail.employee,
      firstName: 'Casey',
      lastName: 'Morgan',
      phone: '5035550142',
      postalCode: '97209',
      isEmployeeDiscountTcAccepted: false,
      employeeAnnualCapMinor: 150_000,
      employeeCurrentSpendMinor: 32_000,
      creditCurrency: 'USD',
    }),
    person({
      persona: 'athlete',
      consumerNo: '1000000004',
      consumerType: 'ATHLETE',
      email: DemoEmail.athlete,
      firstName: 'Riley',
      lastName: 'Chen',
      phone: '3035550143',
      postalCode: '80202',
      athleteAnnualCreditMinor: 250_000,
      athleteCurrentSpendMinor: 40_000,
      creditCurrency: 'USD',
    }),
    person({
      persona: 'associate',
      consumerNo: '1000000005',
      consumerType: 'STORE_ASSOCIATE',
      email: DemoEmail.associate,
      firstName: 'Taylor',
      lastName: 'Brooks',
      phone: '2125550144',
      storeId: DEMO_ASSOCIATE_STORE_ID,
      storeEmployeeId: 'E10427',
    }),
    person({
      persona: 'ipa',
      consumerNo: '1000000006',
      email: DemoEmail.ipa,
      firstName: 'Morgan',
      lastName: 'Patel',
      phone: '4155550145',
      postalCode: '94110',
      isIpaMember: true,
      prosumerAnnualCreditMinor: 100_000,
      prosumerCurrentSpendMinor: 27_550,
      creditCurrency: 'USD',
    }),
    person({
      persona: 'wranx',
      consumerNo: '1000000007',
      email: DemoEmail.wranx,
      firstName: 'Quinn',
      lastName: 'Okafor',
      phone: '3125550146',
      postalCode: '60607',
      isWranxMember: true,
      prosumerAnnualCreditMinor: 60_000,
      prosumerCurrentSpendMinor: 12_000,
      creditCurrency: 'USD',
    }),
    person({
      persona: 'ipaWranx',
      consumerNo: '1000000008',
      email: DemoEmail.ipaWranx,
      firstName: 'Jamie',
      lastName: 'Santos',
      phone: '2065550147',
      postalCode: '98101',
      isIpaMember: true,
      isWranxMember: true,
      prosumerAnnualCreditMinor: 80_000,
      prosumerCurrentSpendMinor: 65_000,
      creditCurrency: 'USD',
    }),
  ];
}

/** Main shipping addresses of the shopper and the loyalty member, for express checkout. */
export function demoAddresses(): ConsumerAddressRow[] {
  const home = { approachType: 'S' as const, isMain: true, addressLine2: null, countryCode: 'US' };
  return [
    {
      ...home,
      id: 'ADDR-1000000001-S',
      consumerNo: '1000000001',
      firstName: 'Alex',
      lastName: 'Rivera',
      addressLine1: '88 Spring Street',
      city: 'New York',
      province: 'NY',
      postalCode: '10012',
      phone: '2125550140',
    },
    {
      ...home,
      id: 'ADDR-1000000002-S',
      consumerNo: '1000000002',
      firstName: 'Jordan',
      lastName: 'Lee',
      addressLine1: '41 Marlborough Street',
      city: 'Boston',
      province: 'MA',
      postalCode: '02116',
      phone: '6175550141',
    },
  ];
}

/** The loyalty member's vouchers: 500 points for $5 and 1,000 points for $10. */
export function demoLoyaltyVouchers(): LoyaltyVoucherRow[] {
  const voucher = { consumerNo: '1000000002', currency: 'USD', status: 'AVAILABLE' as const, expiresAt: '2035-12-31T23:59:59.000Z' };
  return [
    { ...voucher, id: 'LV-1000000002-01', points: 500, amountMinor: 500 },
    { ...voucher, id: 'LV-1000000002-02', points: 1000, amountMinor: 1000 },
  ];
}
