import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ExitCode } from '../exit-codes.js';
import { runProgram } from '../run-program.js';
import { bufferIo } from '../testing/buffer-io.js';

const dataDir = mkdtempSync(join(tmpdir(), 'stride-cli-db-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('stride db on the embedded database', () => {
  it('migrates an empty database, then reports it up to date', async () => {
    const first = bufferIo({ STRIDE_DATA_DIR: dataDir });
    expect(await runProgram(['db', 'migrate'], first)).toBe(ExitCode.Success);
    expect(first.stdout.text()).toMatch(
      /^Applied to the embedded database in .+: 0001_init, 0002_commerce, 0003_loyalty_enrollment, 0004_security, 0005_price_adjustment_audit, 0006_content, 0007_experiments_analytics, 0008_catalogue_translations, 0009_promotion_currencies, 0010_user_photos, 0011_consumer_profile_types, 0012_address_book_contact, 0013_order_fulfilment, 0014_favorites_share, 0015_consumer_subscriptions, 0016_support_cases, 0017_newsletter_signups, 0018_saved_gift_cards, 0019_in_store_sessions, 0020_welcome_promo, 0021_order_gift_cards, 0022_prosumer_spend, 0023_reviews, 0024_search, 0025_questions, 0026_stock_notifications, 0027_order_group_spend, 0028_product_sets, 0029_express_wallet, 0033_search_generation, 0034_basket_creator, 0035_media_reports, 0036_price_history\n$/,
    );
    expect(first.stdout.text()).toContain('0007_experiments_analytics');
    const again = bufferIo({ STRIDE_DATA_DIR: dataDir });
    expect(await runProgram(['db', 'migrate'], again)).toBe(ExitCode.Success);
    expect(again.stdout.text()).toMatch(/is up to date\.\n$/);
  }, 120_000);

  it('seeds the demo data once; a second seed changes nothing', async () => {
    const first = bufferIo({});
    expect(await runProgram(['db', 'seed', '--data-dir', dataDir], first)).toBe(ExitCode.Success);
    expect(first.stdout.text()).toMatch(/^Seeded the embedded database in .+: \d+ categories, 1\d\d products, /);
    const again = bufferIo({});
    expect(await runProgram(['db', 'seed', '--data-dir', dataDir], again)).toBe(ExitCode.Success);
    expect(again.stdout.text()).toMatch(/already has a catalogue: nothing seeded\.\n$/);
  }, 120_000);

  it('fails with a readable message, not a stack, when PostgreSQL cannot be reached', async () => {
    const io = bufferIo({});
    expect(await runProgram(['db', 'migrate', '--database-url', 'postgres://nobody:secret@127.0.0.1:1/none'], io)).toBe(ExitCode.Failure);
    expect(io.stderr.text()).toMatch(/^stride db: Cannot connect to PostgreSQL at 127\.0\.0\.1:1\/none/);
    expect(io.stderr.text()).not.toContain('secret');
    expect(io.stderr.text()).not.toMatch(/\n\s+at /);
  });
});
