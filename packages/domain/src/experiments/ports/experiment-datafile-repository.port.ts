/** A datafile as the store keeps it: the imported JSON, its SDK key and the store's revision (the ETag). */
export interface StoredDatafile {
  readonly sdkKey: string;
  readonly revision: number;
  readonly datafile: Readonly<Record<string, unknown>>;
  readonly updatedAt: Date;
}

/** Where experiment datafiles live, one per SDK key. */
export interface ExperimentDatafileRepository {
  find(sdkKey: string): Promise<StoredDatafile | null>;
  /** Stores a new version under the next revision, written into the datafile's own `revision` too. */
  save(sdkKey: string, datafile: Readonly<Record<string, unknown>>, now: Date): Promise<StoredDatafile>;
  /** Stores the datafile only when the key has none yet (demo data); answers what is stored. */
  seed(sdkKey: string, datafile: Readonly<Record<string, unknown>>): Promise<StoredDatafile>;
}
