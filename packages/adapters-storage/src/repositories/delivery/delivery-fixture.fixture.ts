/**
 * A small catalogue and two consumers' baskets for the delivery and lists contract suites:
 * a shoe (two sizes), a digital gift card, a custom shoe, two stores (one same-day), and
 * a gift-with-purchase line. Applied with exec on an empty commerce database.
 */
export const DELIVERY_FIXTURE_SQL = `
  INSERT INTO categories (id, name, slug) VALUES ('4100', 'Running', 'running');
  INSERT INTO products (id, style_code, name, slug, product_type, gender, primary_category_id)
    VALUES ('SR0034100', 'SR0034', 'Pace Runner', 'pace-runner', 'FOOTWEAR', 'MEN', '4100'),
           ('GC1689901', 'GC1689', 'Digital Gift Card', 'digital-gift-card', 'DIGITAL', 'UNISEX', '4100');
  INSERT INTO products (id, style_code, name, slug, product_type, gender, primary_category_id, is_customs, customs_external_url)
    VALUES ('SL0628410', 'SL0628', 'Court Custom', 'court-custom', 'FOOTWEAR', 'UNISEX', '4100', true, '/customs/SL0628410');
  INSERT INTO colour_variants (id, product_id, master_id, colour_id, colour_name, swatch_hex, image_url)
    VALUES ('V0034100', 'SR0034100', 'SR0034100', '100', 'White', '#F4F4F1', '/images/products/SR0034100/100.svg'),
           ('V1689901', 'GC1689901', 'GC1689901', '901', 'Classic', '#111111', '/images/products/GC1689901/901.svg'),
           ('V0628410', 'SL0628410', 'SL0628410', '410', 'Navy', '#000080', '/images/products/SL0628410/410.svg');
  INSERT INTO variants (id, colour_variant_id, product_id, upc, size_label, size_order, online_stock)
    VALUES ('SR0034100095', 'V0034100', 'SR0034100', '084931000001', '9.5', 7, 2),
           ('SR0034100100', 'V0034100', 'SR0034100', '084931000002', '10', 8, 0),
           ('GC1689901050', 'V1689901', 'GC1689901', '084931000003', '50', 1, 999),
           ('SL0628410090', 'V0628410', 'SL0628410', '084931000004', '9', 6, 5);
  INSERT INTO stores (id, name, address_line1, city, province, postal_code, country_code, phone, latitude, longitude, time_zone, opening_hours, offers_same_day)
    VALUES ('US101', 'SoHo', '512 Broadway', 'New York', 'NY', '10012', 'US', '2125550100', 40.72, -74.0, 'America/New_York', '10-20', true),
           ('US102', 'Newbury', '215 Newbury Street', 'Boston', 'MA', '02116', 'US', '6175550100', 42.35, -71.08, 'America/New_York', '10-20', false);
  INSERT INTO store_inventory (store_id, variant_id, quantity)
    VALUES ('US101', 'SR0034100095', 3), ('US101', 'SR0034100100', 1), ('US102', 'SR0034100095', 0);
  INSERT INTO consumers (consumer_no, consumer_type) VALUES ('guest-000001', 'GUEST'), ('guest-000002', 'GUEST');
  INSERT INTO baskets (id, consumer_no) VALUES ('basket-1', 'guest-000001'), ('basket-2', 'guest-000002');
  INSERT INTO basket_items (id, basket_id, variant_id, product_id, qty, max_qty, position)
    VALUES ('item-1', 'basket-1', 'SR0034100095', 'SR0034100', 2, 999999, 0),
           ('item-2', 'basket-1', 'GC1689901050', 'GC1689901', 1, 999999, 1),
           ('item-3', 'basket-1', 'SL0628410090', 'SL0628410', 1, 999999, 2),
           ('item-9', 'basket-2', 'SR0034100095', 'SR0034100', 1, 999999, 0);
  INSERT INTO promotions (id, name, level, discount_type, gift_variant_id) VALUES ('PROMO-GWP-X', 'Free socks', 'ORDER', 'GIFT', 'SR0034100100');
  INSERT INTO basket_items (id, basket_id, variant_id, product_id, qty, max_qty, position, bonus_promotion_id)
    VALUES ('item-gift', 'basket-1', 'SR0034100100', 'SR0034100', 1, 1, 3, 'PROMO-GWP-X');
`;
