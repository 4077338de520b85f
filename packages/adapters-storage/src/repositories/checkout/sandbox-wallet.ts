// The sandbox provider's test wallet: what its wallet sheet offers in place of a shopper's real wallet (the device's
// cards and addresses, or a PayPal-type account). Each contact exercises one of the wallet checks of account section 5;
// each card one authorisation outcome. docs/test-cards.md lists them.

/** A contact of the test wallet, in the shape wallets hand contacts over (account section 5's fields). */
export interface SandboxWalletContact {
  readonly id: string;
  readonly givenName: string;
  readonly familyName: string;
  readonly addressLines: readonly string[];
  readonly locality: string;
  readonly administrativeArea: string;
  readonly postalCode: string;
  readonly countryCode: string;
  readonly phoneNumber: string;
  readonly emailAddress: string;
}

/** A card (or account balance) of the test wallet, with the outcome the sandbox gives its payments. */
export interface SandboxWalletCard {
  readonly id: string;
  readonly brand: string;
  readonly last4: string;
  readonly outcome: 'AUTHORISED' | 'REFUSED';
}

const contact = (id: string, rest: Omit<SandboxWalletContact, 'id' | 'emailAddress'>): SandboxWalletContact => ({
  id,
  emailAddress: `${id}@wallet.example.com`,
  ...rest,
});

/** The test contacts: a valid home in the US and in Canada, then one per wallet failure. */
export const SANDBOX_WALLET_CONTACTS: readonly SandboxWalletContact[] = [
  contact('home-us', {
    givenName: 'Ada',
    familyName: 'Lovelace',
    addressLines: ['512 Broadway'],
    locality: 'New York',
    administrativeArea: 'NY',
    postalCode: '10012',
    countryCode: 'US',
    phoneNumber: '2125550123',
  }),
  contact('home-ca', {
    givenName: 'Grace',
    familyName: 'Hopper',
    addressLines: ['290 Bremner Blvd'],
    locality: 'Toronto',
    administrativeArea: 'ON',
    postalCode: 'M5V 3L9',
    countryCode: 'CA',
    phoneNumber: '4165550123',
  }),
  contact('long-city-us', {
    givenName: 'Alan',
    familyName: 'Turing',
    addressLines: ['1 Main Street'],
    locality: 'Village of Lake Saint Louis Heights and Nearby Township',
    administrativeArea: 'MO',
    postalCode: '63367',
    countryCode: 'US',
    phoneNumber: '6365550123',
  }),
  contact('po-box-us', {
    givenName: 'Katherine',
    familyName: 'Johnson',
    addressLines: ['PO Box 1234'],
    locality: 'Hampton',
    administrativeArea: 'VA',
    postalCode: '23669',
    countryCode: 'US',
    phoneNumber: '7575550123',
  }),
  contact('bad-name-us', {
    givenName: 'Edsger <script>',
    familyName: 'Dijkstra',
    addressLines: ['2 Elm Street'],
    locality: 'Austin',
    administrativeArea: 'TX',
    postalCode: '78701',
    countryCode: 'US',
    phoneNumber: '5125550123',
  }),
];

/** The test cards of each wallet: one the sandbox authorises, one it declines. */
export const SANDBOX_WALLET_CARDS: Readonly<Record<'DW_APPLE_PAY' | 'PAYPAL', readonly SandboxWalletCard[]>> = {
  DW_APPLE_PAY: [
    { id: 'visa-1111', brand: 'VISA', last4: '1111', outcome: 'AUTHORISED' },
    { id: 'mastercard-0002', brand: 'MASTERCARD', last4: '0002', outcome: 'REFUSED' },
  ],
  PAYPAL: [
    { id: 'paypal-balance', brand: 'PAYPAL', last4: '4321', outcome: 'AUTHORISED' },
    { id: 'paypal-declined', brand: 'PAYPAL', last4: '0005', outcome: 'REFUSED' },
  ],
};
