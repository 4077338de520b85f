import type { ExperimentDatafileRepository, StoredDatafile } from '@stride/domain/experiments';
import type { SqlClient } from '../../sql/sql-client.port.js';

interface DatafileRow extends Record<string, unknown> {
  sdk_key: string;
  revision: number;
  datafile: Record<string, unknown>;
  updated_at: Date;
}

const toStored = (row: DatafileRow): StoredDatafile => ({ sdkKey: row.sdk_key, revision: row.revision, datafile: row.datafile, updatedAt: row.updated_at });

/** Experiment datafiles in `experiment_datafiles`: one per SDK key, the revision counted by the store. */
export class PgExperimentDatafileRepository implements ExperimentDatafileRepository {
  constructor(private readonly sql: SqlClient) {}

  async find(sdkKey: string): Promise<StoredDatafile | null> {
    const rows = await this.sql.query<DatafileRow>('SELECT sdk_key, revision, datafile, updated_at FROM experiment_datafiles WHERE sdk_key = $1', [sdkKey]);
    return rows[0] === undefined ? null : toStored(rows[0]);
  }

  async save(sdkKey: string, datafile: Readonly<Record<string, unknown>>, now: Date): Promise<StoredDatafile> {
    // One statement: two imports at once get two revisions, never the same one.
    const rows = await this.sql.query<DatafileRow>(
      `INSERT INTO experiment_datafiles (sdk_key, revision, datafile, updated_at)
       VALUES ($1, 1, jsonb_set($2::jsonb, '{revision}', to_jsonb('1'::text)), $3)
       ON CONFLICT (sdk_key) DO UPDATE SET
         revision = experiment_datafiles.revision + 1,
         datafile = jsonb_set(EXCLUDED.datafile, '{revision}', to_jsonb((experiment_datafiles.revision + 1)::text)),
         updated_at = EXCLUDED.updated_at
       RETURNING sdk_key, revision, datafile, updated_at`,
      [sdkKey, JSON.stringify(datafile), now],
    );
    return toStored(rows[0] as DatafileRow);
  }

  async seed(sdkKey: string, datafile: Readonly<Record<string, unknown>>): Promise<StoredDatafile> {
    const revision = Number.parseInt(String(datafile['revision'] ?? '1'), 10);
    await this.sql.query('INSERT INTO experiment_datafiles (sdk_key, revision, datafile) VALUES ($1, $2, $3::jsonb) ON CONFLICT (sdk_key) DO NOTHING', [
      sdkKey,
      Number.isSafeInteger(revision) && revision > 0 ? revision : 1,
      JSON.stringify(datafile),
    ]);
    return (await this.find(sdkKey)) as StoredDatafile;
  }
}
