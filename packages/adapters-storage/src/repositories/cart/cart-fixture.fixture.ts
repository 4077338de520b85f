/**
 * A small catalogue, promotions and two consumers for the cart contract suite: a running shoe in
 * two sizes (USD and CAD prices), a one-size sock, a store in New York, order-level codes (one
 * limited to 1 use, one once per customer), a CAD-less amount promotion, and two guests.
 */
export const CART_FIXTURE_SQL = `
  INSERT INTO categories (id, name, slug) VALUES ('4000', 'Shoes', 'shoes'), ('4100', 'Running', 'running');
  UPDATE categories SET parent_id = '4000' WHERE id = '4100';
  INSERT INTO products (id, style_code, name, slug, product_type, gender, primary_category_id)
    VALUES ('SR0034100', 'SR0034', 'Pace Runner', 'pace-runner', 'FOOTWEAR', 'MEN', '4100'),
           ('GA1545700', 'GA1545', 'Crew Socks', 'crew-socks', 'GEAR', 'UNISEX', '4000');
  INSERT INTO product_categories (product_id, category_id) VALUES ('SR0034100', '4100'), ('SR0034100', '4000'), ('GA1545700', '4000');
  INSERT INTO colour_variants (id, product_id, master_id, colour_id, colour_name, swatch_hex, image_url)
    VALUES ('V0034100', 'SR0034100', 'SR0034100', '100', 'White', '#F4F4F1', '/images/products/SR0034100/100.svg'),
           ('V1545700', 'GA1545700', 'GA1545700', '700', 'Citron', '#DDDD00', '/images/products/GA1545700/700.svg');
  INSERT INTO variants (id, colour_variant_id, product_id, upc, size_label, size_order, online_stock)
    VALUES ('SR0034100095', 'V0034100', 'SR0034100', '084931000001', '9.5', 7, 4),
           ('SR0034100100', 'V0034100', 'SR0034100', '084931000002', '10', 8, 0),
           ('GA1545700OSZ', 'V1545700', 'GA1545700', '084931000003', 'One Size', 1, 10);
  INSERT INTO prices (variant_id, currency, list_minor, sale_minor)
    VALUES ('SR0034100095', 'USD', 13000, NULL), ('SR0034100095', 'CAD', 17500, 15000),
           ('SR0034100100', 'USD', 13000, NULL), ('GA1545700OSZ', 'USD', 1499, NULL);
  INSERT INTO stores (id, name, address_line1, city, province, postal_code, country_code, phone, latitude, longitude, time_zone, opening_hours)
    VALUES ('US101', 'SoHo', '512 Broadway', 'New York', 'NY', '10012', 'US', '2125550100', 40.72, -74.0, 'America/New_York', '10-20');
  INSERT INTO store_inventory (store_id, variant_id, quantity) VALUES ('US101', 'SR0034100095', 3);
  INSERT INTO promotions (id, name, level, discount_type, percent_off, requires_code, starts_at, ends_at, callout_message)
    VALUES ('PROMO-TEN', 'Ten percent', 'ORDER', 'PERCENT', 10, true, '2025-01-01T00:00:00Z', NULL, 'a|b|c'),
           ('PROMO-ONCE', 'Five percent once', 'ORDER', 'PERCENT', 5, true, NULL, NULL, NULL);
  INSERT INTO promotions (id, name, level, discount_type, requires_code, threshold_qty)
    VALUES ('PROMO-USD-OFF', 'Ten dollars off', 'ORDER', 'AMOUNT', false, 2);
  INSERT INTO promotions (id, name, level, discount_type, gift_variant_id, requires_code)
    VALUES ('PROMO-GWP-SOCKS', 'Free socks', 'ORDER', 'GIFT', 'GA1545700OSZ', false);
  INSERT INTO promotion_amounts (promotion_id, currency, threshold_minor, amount_off_minor)
    VALUES ('PROMO-USD-OFF', 'USD', 5000, 1000), ('PROMO-GWP-SOCKS', 'USD', 10000, NULL);
  INSERT INTO promotion_targets (promotion_id, category_id) VALUES ('PROMO-ONCE', '4100');
  INSERT INTO promo_codes (code, promotion_id, max_uses, max_uses_per_consumer, use_count)
    VALUES ('TEN', 'PROMO-TEN', 1, NULL, 0), ('ONCE', 'PROMO-ONCE', NULL, 1, 0);
  INSERT INTO consumers (consumer_no, consumer_type) VALUES ('guest-000001', 'GUEST'), ('guest-000002', 'GUEST');
`;

/** A minimal order for a basket, so promo code redemptions have an order to reference. */
export const insertOrderSql = (orderNumber: string, basketId: string, consumerNo: string): string => `
  INSERT INTO orders (order_number, basket_id, consumer_no, customer_email, status, currency, item_total_minor, total_minor, billing_address)
  VALUES ('${orderNumber}', '${basketId}', '${consumerNo}', 'guest@stride.example', 'PLACED', 'USD', 0, 0, '{}')`;
