import type { CaptchaVerifier } from '@stride/domain/identity';
import type { DeliveryBasketRepository, PickupStoreReader } from '@stride/domain/shipping';

/** What the delivery use cases run on. */
export interface DeliveryDeps {
  readonly baskets: DeliveryBasketRepository;
  readonly stores: PickupStoreReader;
  /** Verifies the shipping address's recaptcha token; a disabled verifier answers ok. */
  readonly captcha?: CaptchaVerifier | undefined;
  readonly now: () => Date;
}

/** Who calls: the access token's consumer. */
export interface DeliveryCaller {
  readonly consumerNo: string;
  /** The locale of the site the call comes from: a basket of another site's currency is BSK409. */
  readonly siteLocale?: string | undefined;
}
