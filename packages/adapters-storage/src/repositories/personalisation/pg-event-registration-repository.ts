import type { EventRegistration, EventRegistrationRepository } from '@stride/domain/personalisation';
import type { SqlClient } from '../../sql/sql-client.port.js';

interface RegistrationRow extends Record<string, unknown> {
  consumer_no: string;
  event_id: string;
  email: string;
  first_name: string;
  last_name: string;
  gender: string | null;
  phone_number: string | null;
  attending_days: string[];
  plus_one: string | null;
  registration_timestamp: Date;
}

/** Event sign-ups in `event_registrations`: one per consumer and event, a new submit replacing the last. */
export class PgEventRegistrationRepository implements EventRegistrationRepository {
  constructor(private readonly sql: SqlClient) {}

  async save(r: EventRegistration): Promise<void> {
    await this.sql.query(
      `INSERT INTO event_registrations (consumer_no, event_id, email, first_name, last_name, gender, phone_number, attending_days, plus_one, terms_accepted, registration_timestamp)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8::text[], $9, true, $10)
       ON CONFLICT (consumer_no, event_id) DO UPDATE SET email = EXCLUDED.email, first_name = EXCLUDED.first_name, last_name = EXCLUDED.last_name,
         gender = EXCLUDED.gender, phone_number = EXCLUDED.phone_number, attending_days = EXCLUDED.attending_days, plus_one = EXCLUDED.plus_one,
         registration_timestamp = EXCLUDED.registration_timestamp, updated_at = now()`,
      [r.consumerNo, r.eventId, r.email, r.firstName, r.lastName, r.gender, r.phoneNumber, [...r.attendingDays], r.plusOne, r.registrationTimestamp],
    );
  }

  async find(consumerNo: string, eventId: string): Promise<EventRegistration | null> {
    const rows = await this.sql.query<RegistrationRow>('SELECT * FROM event_registrations WHERE consumer_no = $1 AND event_id = $2', [consumerNo, eventId]);
    const row = rows[0];
    if (row === undefined) return null;
    return {
      consumerNo: row.consumer_no,
      eventId: row.event_id,
      email: row.email,
      firstName: row.first_name,
      lastName: row.last_name,
      gender: row.gender,
      phoneNumber: row.phone_number,
      attendingDays: row.attending_days,
      plusOne: row.plus_one,
      termsAccepted: true,
      registrationTimestamp: row.registration_timestamp,
    };
  }
}
