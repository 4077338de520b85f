import { z } from 'zod';

// Wire schemas of the experiments sandbox (content section 7, Personalisation): the datafile as the vendor's CDN
// serves it, and the vendor's event API batch, field for field, with bounds on every list and string.

const id = z.string().min(1).max(64);
const key = z.string().min(1).max(200);

/** `GET /fapi/experiments/datafiles/{sdkKey}.json`: the file name, an SDK key and `.json`. */
export const datafileBySdkKeyParamsSchema = z.object({ file: z.string().regex(/^[A-Za-z0-9_-]{1,64}\.json$/) });

/** An Optimizely datafile as stored: its version and revision are read, every other key is passed through. */
export const experimentDatafileAnswerSchema = z.looseObject({
  version: z.string(),
  revision: z.string(),
  projectId: z.string().optional(),
  accountId: z.string().optional(),
});
export type ExperimentDatafileAnswer = z.infer<typeof experimentDatafileAnswerSchema>;

const attributeSchema = z.object({
  entity_id: key,
  key,
  type: z.literal('custom'),
  value: z.union([z.string().max(1000), z.boolean(), z.number().finite()]),
});

const decisionSchema = z.object({
  campaign_id: id,
  experiment_id: id,
  variation_id: id,
  metadata: z
    .object({
      flag_key: key.optional(),
      rule_key: key.optional(),
      rule_type: z.string().max(40).optional(),
      variation_key: key.optional(),
      enabled: z.boolean().optional(),
    })
    .optional(),
});

const tagValue = z.union([z.string().max(1000), z.boolean(), z.number().finite(), z.null()]);
const tagsSchema = z.record(z.string().max(100), tagValue).refine((tags) => Object.keys(tags).length <= 30, 'at most 30 tags');

const snapshotEventSchema = z.object({
  entity_id: key,
  key,
  /** Milliseconds since the epoch. */
  timestamp: z.number().int().min(0).max(8_640_000_000_000_000),
  uuid: z.string().min(1).max(64),
  tags: tagsSchema.optional(),
  revenue: z.number().int().min(-1_000_000_000_000).max(1_000_000_000_000).optional(),
  value: z.number().finite().optional(),
});

/** Most visitors in one batch; the browser sends 10 at a time. */
export const EXPERIMENT_EVENTS_MAX_VISITORS = 100;

/** `POST /fapi/experiments/v1/events`: the vendor's event API batch. */
export const experimentEventBatchSchema = z.object({
  account_id: z.string().max(64),
  project_id: z.string().max(64),
  revision: z.string().max(32),
  client_name: z.string().min(1).max(64),
  client_version: z.string().min(1).max(32),
  anonymize_ip: z.boolean(),
  enrich_decisions: z.boolean(),
  visitors: z
    .array(
      z.object({
        visitor_id: z.string().min(1).max(200),
        attributes: z.array(attributeSchema).max(100),
        snapshots: z
          .array(z.object({ decisions: z.array(decisionSchema).max(10).optional(), events: z.array(snapshotEventSchema).min(1).max(20) }))
          .min(1)
          .max(10),
      }),
    )
    .min(1)
    .max(EXPERIMENT_EVENTS_MAX_VISITORS),
});
export type ExperimentEventBatchBody = z.infer<typeof experimentEventBatchSchema>;

export const experimentEventsAnswerSchema = z.object({
  /** Events stored by this call. */
  accepted: z.number().int().min(0),
  /** Events already stored under the same uuid (a resent batch), not counted twice. */
  duplicates: z.number().int().min(0),
});
