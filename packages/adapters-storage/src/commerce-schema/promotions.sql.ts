/** Promotions, promo codes and gift cards. */
export const promotionsSql = `
-- ============================================================================================
-- Promotions and promo codes
-- ============================================================================================

-- One rule. Percentages live here, currency amounts (thresholds, fixed discounts) in
-- promotion_amounts, so a promotion can run in USD and CAD. A gift-with-purchase promotion
-- is recognised by an id containing GWP, so the schema insists on it.
CREATE TABLE promotions (
  id                text PRIMARY KEY CHECK (id ~ '^[A-Z0-9_-]{3,40}$'),
  name              text NOT NULL,
  level             text NOT NULL CHECK (level IN ('ORDER', 'PRODUCT', 'SHIPPING')),
  discount_type     text NOT NULL CHECK (discount_type IN ('PERCENT', 'AMOUNT', 'FREE_SHIPPING', 'GIFT')),
  percent_off       integer CHECK (percent_off BETWEEN 1 AND 100),
  gift_variant_id   text REFERENCES variants (id),
  shipping_method   text,
  customer_group    text NOT NULL DEFAULT 'ALL'
                    CHECK (customer_group IN ('ALL', 'GUEST', 'REGISTERED', 'EMPLOYEE', 'LOYALTY')),
  requires_code     boolean NOT NULL DEFAULT true,
  callout_message   text,
  starts_at         timestamptz,
  ends_at           timestamptz,
  priority          integer NOT NULL DEFAULT 0,
  -- A quantity threshold (units in the basket, or in the targeted lines), beside the amount one.
  threshold_qty     integer CHECK (threshold_qty > 0),
  CHECK (ends_at IS NULL OR starts_at IS NULL OR ends_at > starts_at),
  CHECK ((discount_type = 'PERCENT') = (percent_off IS NOT NULL)),
  CHECK ((discount_type = 'GIFT') = (gift_variant_id IS NOT NULL)),
  CHECK (discount_type <> 'GIFT' OR id LIKE '%GWP%'),
  CHECK (discount_type <> 'FREE_SHIPPING' OR level = 'SHIPPING')
);

CREATE TABLE promotion_amounts (
  promotion_id     text NOT NULL REFERENCES promotions (id) ON DELETE CASCADE,
  currency         text NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
  threshold_minor  integer NOT NULL DEFAULT 0 CHECK (threshold_minor >= 0),
  amount_off_minor integer CHECK (amount_off_minor > 0),
  PRIMARY KEY (promotion_id, currency)
);

-- What a PRODUCT level promotion applies to: a product or a whole category.
CREATE TABLE promotion_targets (
  promotion_id  text NOT NULL REFERENCES promotions (id) ON DELETE CASCADE,
  product_id    text REFERENCES products (id),
  category_id   text REFERENCES categories (id),
  CHECK ((product_id IS NULL) <> (category_id IS NULL))
);
CREATE INDEX promotion_targets_promotion_idx ON promotion_targets (promotion_id);

-- Codes are stored upper case, the service upper-cases what the shopper types.
-- use_count never passes max_uses: redeeming is UPDATE ... WHERE use_count < max_uses.
CREATE TABLE promo_codes (
  code                   text PRIMARY KEY CHECK (code ~ '^[A-Z0-9_-]{3,32}$'),
  promotion_id           text NOT NULL REFERENCES promotions (id) ON DELETE CASCADE,
  max_uses               integer CHECK (max_uses > 0),
  max_uses_per_consumer  integer CHECK (max_uses_per_consumer > 0),
  use_count              integer NOT NULL DEFAULT 0 CHECK (use_count >= 0),
  CHECK (max_uses IS NULL OR use_count <= max_uses)
);
CREATE INDEX promo_codes_promotion_idx ON promo_codes (promotion_id);

-- ============================================================================================
-- Gift cards
-- ============================================================================================

-- The PIN is stored as a scrypt hash. A 4-digit PIN is weak against an offline attack, so the
-- real defence is the rate limit on balance checks (rate_limits below).
CREATE TABLE gift_cards (
  number          text PRIMARY KEY CHECK (number ~ '^[0-9]{16,19}$'),
  pin_hash        text NOT NULL,
  currency        text NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
  initial_minor   integer NOT NULL CHECK (initial_minor >= 0),
  balance_minor   integer NOT NULL CHECK (balance_minor >= 0),
  expires_at      timestamptz,
  status          text NOT NULL DEFAULT 'ACTIVE' CHECK (status IN ('ACTIVE', 'SUSPENDED')),
  created_at      timestamptz NOT NULL DEFAULT now(),
  CHECK (balance_minor <= initial_minor)
);
`;
