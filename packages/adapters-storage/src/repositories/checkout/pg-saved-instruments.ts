import type { SavedInstrumentBook, SavedInstrumentsUnitOfWork, WalletCard, WalletGiftCard } from '@stride/domain/checkout';
import type { StrideError } from '@stride/domain/errors';
import { err, type Result } from 'neverthrow';
import type { SqlClient } from '../../sql/sql-client.port.js';

type CardRow = {
  token: string;
  brand: string;
  last4: string;
  expiry_month: number;
  expiry_year: number;
  holder_name: string | null;
  is_saved: boolean;
  is_main: boolean;
};

const CARD_COLUMNS = 'token, brand, last4, expiry_month, expiry_year, holder_name, is_saved, is_main';

const walletCard = (r: CardRow): WalletCard => ({
  token: r.token,
  brand: r.brand,
  last4: r.last4,
  expiryMonth: r.expiry_month,
  expiryYear: r.expiry_year,
  holderName: r.holder_name,
  isSaved: r.is_saved,
  isMain: r.is_main,
});

/** One consumer's saved cards (provider tokens marked saved) and saved gift cards, on a transaction's client. */
export class PgSavedInstrumentBook implements SavedInstrumentBook {
  constructor(
    private readonly sql: SqlClient,
    private readonly consumerNo: string,
  ) {}

  async cards(): Promise<WalletCard[]> {
    const rows = await this.sql.query<CardRow>(`SELECT ${CARD_COLUMNS} FROM card_tokens WHERE consumer_no = $1 AND is_saved ORDER BY created_at, token`, [
      this.consumerNo,
    ]);
    return rows.map(walletCard);
  }

  async ownToken(token: string): Promise<WalletCard | null> {
    const [row] = await this.sql.query<CardRow>(`SELECT ${CARD_COLUMNS} FROM card_tokens WHERE token = $1 AND consumer_no = $2`, [token, this.consumerNo]);
    return row === undefined ? null : walletCard(row);
  }

  async setSaved(token: string, saved: boolean): Promise<void> {
    await this.sql.query('UPDATE card_tokens SET is_saved = $3, is_main = is_main AND $3 WHERE token = $1 AND consumer_no = $2', [
      token,
      this.consumerNo,
      saved,
    ]);
  }

  async setMain(token: string | null): Promise<void> {
    // Two statements: the unique index on the main card is checked row by row, so the old main goes first.
    await this.sql.query('UPDATE card_tokens SET is_main = false WHERE consumer_no = $1 AND is_main', [this.consumerNo]);
    if (token !== null)
      await this.sql.query('UPDATE card_tokens SET is_main = true WHERE token = $1 AND consumer_no = $2 AND is_saved', [token, this.consumerNo]);
  }

  async updateDetails(token: string, details: { expiryMonth: number; expiryYear: number; holderName: string | null }): Promise<void> {
    await this.sql.query('UPDATE card_tokens SET expiry_month = $3, expiry_year = $4, holder_name = $5 WHERE token = $1 AND consumer_no = $2', [
      token,
      this.consumerNo,
      details.expiryMonth,
      details.expiryYear,
      details.holderName,
    ]);
  }

  async giftCards(): Promise<WalletGiftCard[]> {
    const rows = await this.sql.query<{ id: string; number: string; balance_minor: number; currency: string; expires_at: Date | null }>(
      `SELECT s.id, g.number, g.balance_minor, g.currency, g.expires_at FROM consumer_gift_cards s JOIN gift_cards g ON g.number = s.gift_card_number
       WHERE s.consumer_no = $1 ORDER BY s.created_at, s.id`,
      [this.consumerNo],
    );
    return rows.map((r) => ({ id: r.id, number: r.number, balanceMinor: r.balance_minor, currency: r.currency, expiresAt: r.expires_at }));
  }

  async addGiftCard(id: string, number: string): Promise<boolean> {
    const rows = await this.sql.query(
      'INSERT INTO consumer_gift_cards (id, consumer_no, gift_card_number) VALUES ($1, $2, $3) ON CONFLICT (consumer_no, gift_card_number) DO NOTHING RETURNING 1',
      [id, this.consumerNo, number],
    );
    return rows.length > 0;
  }

  async removeGiftCard(id: string): Promise<boolean> {
    const rows = await this.sql.query('DELETE FROM consumer_gift_cards WHERE id = $1 AND consumer_no = $2 RETURNING 1', [id, this.consumerNo]);
    return rows.length > 0;
  }
}

/** Carries an expected failure out of the transaction so it rolls back. */
class RollbackWith extends Error {
  constructor(readonly failure: StrideError) {
    super(failure.code);
  }
}

/** One transaction per change, with the consumer's row locked so two saves cannot both become main. */
export class PgSavedInstrumentsUnitOfWork implements SavedInstrumentsUnitOfWork {
  constructor(private readonly sql: SqlClient) {}

  reader(consumerNo: string): SavedInstrumentBook {
    return new PgSavedInstrumentBook(this.sql, consumerNo);
  }

  async run<T>(consumerNo: string, work: (book: SavedInstrumentBook) => Promise<Result<T, StrideError>>): Promise<Result<T, StrideError>> {
    try {
      return await this.sql.transaction(async (tx) => {
        await tx.query('SELECT 1 FROM consumers WHERE consumer_no = $1 FOR UPDATE', [consumerNo]);
        const result = await work(new PgSavedInstrumentBook(tx, consumerNo));
        if (result.isErr()) throw new RollbackWith(result.error);
        return result;
      });
    } catch (error) {
      if (error instanceof RollbackWith) return err(error.failure);
      throw error;
    }
  }
}
