import type { ConsumerProfile } from '@stride/domain/identity';
import { describe, expect, it } from 'vitest';
import { consumerProfileAnswerSchema } from '../../api-contract/identity.contract.js';
import { consumerProfileView } from './consumer-profile.js';

const employee: ConsumerProfile = {
  consumerNo: '1000000003',
  accountType: 'EMPLOYEE',
  email: 'employee@stride.example',
  firstName: 'Casey',
  lastName: 'Morgan',
  phone: '5035550142',
  phoneCode: '+1',
  postalCode: '97209',
  birthDate: '1990-04-12',
  gender: null,
  preferredShoeSize: null,
  interests: 'Running|Trail',
  newsletterOptIn: false,
  isEmployeeDiscountTcAccepted: false,
  isLoyaltyMember: false,
  loyaltyMemberId: null,
  loyaltyConfirmationPending: false,
  loyaltyOptInDate: null,
  loyaltyPoints: 0,
  employeeSpend: { currentSpendMinor: 32_000, limitMinor: 150_000, currency: 'USD' },
  athleteSpend: null,
  prosumerSpend: null,
  identities: [],
  acquisitionType: null,
  campaignName: null,
  notificationPreferences: [{ type: 'ORDER_UPDATES', email: true, sms: false }],
};

describe('consumerProfileView', () => {
  it('answers the spec names, spend in major units, and leaves absent values out', () => {
    const view = consumerProfileView(employee, true);
    expect(consumerProfileAnswerSchema.parse({ consumerProfile: view }).consumerProfile).toEqual(view);
    expect(view.consumerDetails).toEqual({
      email: 'employee@stride.example',
      firstName: 'Casey',
      lastName: 'Morgan',
      phone: '5035550142',
      phoneCode: '+1',
      postalCode: '97209',
      birthDate: '1990-04-12',
      address: [],
      employee: { currentSpend: 320, annualCap: 1500, currency: 'USD' },
      identity: [],
    });
    expect(view.preferences).toEqual({
      isEmployeeDiscountTCAccepted: false,
      newsletterOptIn: false,
      interests: 'Running|Trail',
      notifications: [{ type: 'ORDER_UPDATES', email: true, sms: false }],
    });
    expect(view).not.toHaveProperty('loyaltySummary');
  });

  it("answers a prosumer's identities and credit, and the source when recorded", () => {
    const prosumer: ConsumerProfile = {
      ...employee,
      accountType: 'REGISTERED',
      employeeSpend: null,
      prosumerSpend: { currentSpendMinor: 12_550, limitMinor: 80_000, currency: 'CAD' },
      identities: ['IPA', 'WRANX'],
      acquisitionType: 'Registered',
      campaignName: '',
    };
    const view = consumerProfileView(prosumer, false);
    expect(consumerProfileAnswerSchema.parse({ consumerProfile: view }).consumerProfile).toEqual(view);
    expect(view.consumerDetails).toMatchObject({
      source: { acquisitionType: 'Registered' },
      prosumer: { currentSpend: 125.5, annualCredit: 800, currency: 'CAD' },
      identity: [{ type: 'IPA' }, { type: 'WRANX' }],
    });
    expect(view.consumerDetails).not.toHaveProperty('employee');
    expect(view.consumerDetails.source).not.toHaveProperty('campaignName');
  });

  it('answers the address book with both id and addressId, main as a flag, and absent lines left out', () => {
    const home = {
      id: 'A1',
      approachType: 'S' as const,
      main: true,
      firstName: 'Casey',
      lastName: 'Morgan',
      addressLine1: '1 Main St',
      city: 'Portland',
      postalCode: '97209',
      countryCode: 'US',
    };
    const view = consumerProfileView({ ...employee, addresses: [home, { ...home, id: 'A2', approachType: 'B', main: undefined }] }, false);
    expect(view.consumerDetails.address).toEqual([
      { ...home, addressId: 'A1' },
      { ...home, id: 'A2', addressId: 'A2', approachType: 'B', main: false },
    ]);
  });

  it('adds the loyalty summary only when asked for and the consumer is a member', () => {
    const member = {
      ...employee,
      accountType: 'REGISTERED' as const,
      employeeSpend: null,
      isLoyaltyMember: true,
      loyaltyMemberId: 'LM40000002',
      loyaltyPoints: 2450,
      loyaltyOptInDate: '2024-03-15',
    };
    expect(consumerProfileView(member, true)).toMatchObject({
      consumerType: 'REGISTERED',
      isLoyaltyMember: true,
      loyaltyOptInDate: '2024-03-15',
      loyaltySummary: { memberId: 'LM40000002', currentLoyaltyPoints: 2450, points: { balance: 2450 } },
    });
    expect(consumerProfileView(member, false)).not.toHaveProperty('loyaltySummary');
  });
});
