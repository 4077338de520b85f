/** Catalogue and stores: categories, products, colour and sellable variants, prices, stock. */
export const catalogueSql = `
-- ============================================================================================
-- Catalogue: a category tree, products (masters), colour variants, sellable variants, prices
-- ============================================================================================

-- Product list pages end in a 4 to 10 digit category id, so the id is that text.
CREATE TABLE categories (
  id          text PRIMARY KEY CHECK (id ~ '^[0-9]{4,10}$'),
  parent_id   text REFERENCES categories (id),
  name        text NOT NULL CHECK (length(name) > 0),
  slug        text NOT NULL CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  position    integer NOT NULL DEFAULT 0,
  CHECK (parent_id IS NULL OR parent_id <> id)
);
CREATE INDEX categories_parent_idx ON categories (parent_id, position);

-- A product is the master (style) shown on one detail page. Its id is the master id of its
-- default colour: style code plus that colour's 3-character colour id, 8 to 11 characters.
CREATE TABLE products (
  id                   text PRIMARY KEY CHECK (id ~ '^[A-Z0-9]{8,11}$'),
  style_code           text NOT NULL UNIQUE,
  name                 text NOT NULL CHECK (length(name) > 0),
  slug                 text NOT NULL CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  description          text NOT NULL DEFAULT '',
  product_type         text NOT NULL CHECK (product_type IN ('FOOTWEAR', 'APPAREL', 'GEAR', 'DIGITAL')),
  gender               text NOT NULL CHECK (gender IN ('MEN', 'WOMEN', 'KIDS', 'UNISEX')),
  primary_category_id  text NOT NULL REFERENCES categories (id),
  badge                text,
  eyebrow              text,
  is_customs           boolean NOT NULL DEFAULT false,
  customs_external_url text,
  presale              boolean NOT NULL DEFAULT false,
  coming_soon          boolean NOT NULL DEFAULT false,
  target_publish_date  timestamptz,
  notify_me            boolean NOT NULL DEFAULT false,
  rating_score         numeric(2, 1) CHECK (rating_score BETWEEN 0 AND 5),
  reviews_count        integer NOT NULL DEFAULT 0 CHECK (reviews_count >= 0),
  created_at           timestamptz NOT NULL DEFAULT now(),
  -- 'simple' keeps brand words such as "Pace" intact (no English stemming or stop words).
  search_vector        tsvector GENERATED ALWAYS AS (
    to_tsvector('simple', name || ' ' || description)
  ) STORED,
  CHECK (NOT is_customs OR customs_external_url IS NOT NULL),
  CHECK (NOT coming_soon OR target_publish_date IS NOT NULL)
);
CREATE INDEX products_search_idx ON products USING gin (search_vector);
-- Auto-suggest matches name prefixes case-insensitively.
CREATE INDEX products_name_prefix_idx ON products (lower(name) text_pattern_ops);
CREATE INDEX products_primary_category_idx ON products (primary_category_id);

-- A product appears in several listings (Men, Shoes > Running, Sale).
CREATE TABLE product_categories (
  product_id   text NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  category_id  text NOT NULL REFERENCES categories (id),
  position     integer NOT NULL DEFAULT 0,
  PRIMARY KEY (product_id, category_id)
);
CREATE INDEX product_categories_category_idx ON product_categories (category_id, position);

-- One colour of a product. master_id is the colour's own master id (also a valid product URL
-- id), and colour_id is its last 3 characters, as the spec derives it.
CREATE TABLE colour_variants (
  id           text PRIMARY KEY CHECK (id ~ '^[A-Z0-9]{8}$'),
  product_id   text NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  master_id    text NOT NULL UNIQUE CHECK (master_id ~ '^[A-Z0-9]{8,11}$'),
  colour_id    text NOT NULL CHECK (colour_id = right(master_id, 3)),
  colour_name  text NOT NULL,
  swatch_hex   text NOT NULL CHECK (swatch_hex ~ '^#[0-9A-F]{6}$'),
  image_url    text NOT NULL,
  position     integer NOT NULL DEFAULT 0,
  UNIQUE (product_id, colour_id)
);
CREATE INDEX colour_variants_colour_idx ON colour_variants (colour_name);

-- The sellable unit (SKU): one colour in one size. online_stock is the web warehouse, store
-- stock lives in store_inventory. Checkout decrements with
-- UPDATE ... SET online_stock = online_stock - n WHERE online_stock >= n, and the CHECK below
-- makes an oversell impossible even if a caller forgets the guard.
CREATE TABLE variants (
  id                 text PRIMARY KEY CHECK (id ~ '^[A-Z0-9]{8,16}$'),
  colour_variant_id  text NOT NULL REFERENCES colour_variants (id) ON DELETE CASCADE,
  product_id         text NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  upc                text NOT NULL UNIQUE CHECK (upc ~ '^[0-9]{12}$'),
  size_label         text NOT NULL,
  size_order         integer NOT NULL,
  online_stock       integer NOT NULL DEFAULT 0 CHECK (online_stock >= 0),
  UNIQUE (colour_variant_id, size_label)
);
CREATE INDEX variants_product_idx ON variants (product_id);
CREATE INDEX variants_size_idx ON variants (size_label);

-- Integer minor units per currency. A sale price, when present, is below the list price.
CREATE TABLE prices (
  variant_id     text NOT NULL REFERENCES variants (id) ON DELETE CASCADE,
  currency       text NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
  list_minor     integer NOT NULL CHECK (list_minor > 0),
  sale_minor     integer CHECK (sale_minor > 0),
  current_minor  integer GENERATED ALWAYS AS (coalesce(sale_minor, list_minor)) STORED,
  PRIMARY KEY (variant_id, currency),
  CHECK (sale_minor IS NULL OR sale_minor < list_minor)
);
-- Price refinements and price sorting in search.
CREATE INDEX prices_currency_current_idx ON prices (currency, current_minor);

-- ============================================================================================
-- Stores and their stock
-- ============================================================================================

CREATE TABLE stores (
  id                 text PRIMARY KEY CHECK (id ~ '^[A-Z0-9]{3,10}$'),
  name               text NOT NULL,
  address_line1      text NOT NULL,
  city               text NOT NULL,
  province           text NOT NULL,
  postal_code        text NOT NULL,
  country_code       text NOT NULL CHECK (country_code ~ '^[A-Z]{2}$'),
  phone              text NOT NULL,
  latitude           double precision NOT NULL CHECK (latitude BETWEEN -90 AND 90),
  longitude          double precision NOT NULL CHECK (longitude BETWEEN -180 AND 180),
  time_zone          text NOT NULL,
  opening_hours      text NOT NULL,
  offers_pickup      boolean NOT NULL DEFAULT true,
  offers_same_day    boolean NOT NULL DEFAULT false,
  offers_ship_to_store boolean NOT NULL DEFAULT true
);
-- Store search filters by country, then orders by distance from a point or postal code.
CREATE INDEX stores_country_idx ON stores (country_code, postal_code);

CREATE TABLE store_inventory (
  store_id    text NOT NULL REFERENCES stores (id) ON DELETE CASCADE,
  variant_id  text NOT NULL REFERENCES variants (id) ON DELETE CASCADE,
  quantity    integer NOT NULL CHECK (quantity >= 0),
  PRIMARY KEY (store_id, variant_id)
);
CREATE INDEX store_inventory_variant_idx ON store_inventory (variant_id);
`;
