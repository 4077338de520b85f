import { hashSecret } from '../../demo/scrypt-hasher.js';
import type { SqlClient } from '../../sql/sql-client.port.js';

/** A tiny catalogue, one shopper with points and a basket of 1 shoe, and a gift card (PIN 1234, 50.00). */
export async function seedCheckoutFixture(db: SqlClient): Promise<void> {
  const pinHash = await hashSecret('1234');
  await db.exec(`
    INSERT INTO categories (id, name, slug) VALUES ('4100', 'Running', 'running');
    INSERT INTO products (id, style_code, name, slug, product_type, gender, primary_category_id)
      VALUES ('SR0034100', 'SR0034', 'Pace Runner', 'pace-runner', 'FOOTWEAR', 'MEN', '4100');
    INSERT INTO colour_variants (id, product_id, master_id, colour_id, colour_name, swatch_hex, image_url)
      VALUES ('V0034100', 'SR0034100', 'SR0034100', '100', 'White', '#F4F4F1', '/x.svg');
    INSERT INTO variants (id, colour_variant_id, product_id, upc, size_label, size_order, online_stock)
      VALUES ('SR0034100095', 'V0034100', 'SR0034100', '084931000001', '9.5', 7, 2);
    INSERT INTO prices (variant_id, currency, list_minor) VALUES ('SR0034100095', 'USD', 13000);
    INSERT INTO stores (id, name, address_line1, city, province, postal_code, country_code, phone, latitude, longitude, time_zone, opening_hours)
      VALUES ('US101', 'SoHo', '512 Broadway', 'New York', 'NY', '10012', 'US', '2125550100', 40.7, -74.0, 'America/New_York', '10-20');
    INSERT INTO store_inventory (store_id, variant_id, quantity) VALUES ('US101', 'SR0034100095', 1);
    INSERT INTO consumers (consumer_no, consumer_type, email, password_hash, is_loyalty_member, loyalty_member_id, loyalty_points)
      VALUES ('1000000002', 'REGISTERED', 'loyal@stride.example', 'scrypt$x', true, 'LM1', 2450);
    INSERT INTO baskets (id, consumer_no, customer_email, billing_address) VALUES ('basket-1', '1000000002', 'loyal@stride.example', '{"firstName":"Jo"}');
    INSERT INTO basket_items (basket_id, variant_id, product_id, qty, max_qty) VALUES ('basket-1', 'SR0034100095', 'SR0034100', 1, 999999);
  `);
  await db.query(`INSERT INTO gift_cards (number, pin_hash, currency, initial_minor, balance_minor) VALUES ('7777000000000001', $1, 'USD', 5000, 5000)`, [
    pinHash,
  ]);
}
