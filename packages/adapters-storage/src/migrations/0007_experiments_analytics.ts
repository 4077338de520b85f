import type { Migration } from './migration.js';

/**
 * Experiments, analytics and event sign-up (content spec sections 4, 7):
 * - experiment_datafiles: the Optimizely v4 datafile per SDK key as imported (jsonb, unknown keys kept), with
 *   the store's own revision counter (the ETag) that also becomes the datafile's `revision`;
 * - experiment_event_batches / experiment_events: what the event API received, one row per snapshot event with its
 *   decision (impressions) or its metrics (conversions); an event's uuid is kept once, so a resent batch counts once;
 * - analytics_events: the first-party collector's promotion, navigation and pop-up events;
 * - event_registrations: one registration per consumer and event (a new submit replaces it).
 */
export const migration0007ExperimentsAnalytics: Migration = {
  id: '0007_experiments_analytics',
  sql: `
    CREATE TABLE experiment_datafiles (
      sdk_key     text PRIMARY KEY CHECK (sdk_key ~ '^[A-Za-z0-9_-]{1,64}$'),
      revision    integer NOT NULL CHECK (revision > 0),
      datafile    jsonb NOT NULL,
      updated_at  timestamptz NOT NULL DEFAULT now()
    );

    CREATE TABLE experiment_event_batches (
      id                bigserial PRIMARY KEY,
      received_at       timestamptz NOT NULL DEFAULT now(),
      account_id        text NOT NULL,
      project_id        text NOT NULL,
      revision          text NOT NULL,
      client_name       text NOT NULL,
      client_version    text NOT NULL,
      anonymize_ip      boolean NOT NULL,
      enrich_decisions  boolean NOT NULL,
      visitor_count     integer NOT NULL CHECK (visitor_count >= 0)
    );

    CREATE TABLE experiment_events (
      uuid           text PRIMARY KEY,
      batch_id       bigint NOT NULL REFERENCES experiment_event_batches (id) ON DELETE CASCADE,
      visitor_id     text NOT NULL,
      entity_id      text NOT NULL,
      event_key      text NOT NULL,
      occurred_at    timestamptz NOT NULL,
      campaign_id    text,
      experiment_id  text,
      variation_id   text,
      revenue        bigint,
      value          double precision,
      tags           jsonb,
      attributes     jsonb NOT NULL DEFAULT '[]'
    );
    CREATE INDEX experiment_events_variation_idx ON experiment_events (experiment_id, variation_id, visitor_id);
    CREATE INDEX experiment_events_visitor_idx ON experiment_events (visitor_id, event_key);

    CREATE TABLE analytics_events (
      id               bigserial PRIMARY KEY,
      received_at      timestamptz NOT NULL DEFAULT now(),
      event_type       text NOT NULL,
      occurred_at      timestamptz NOT NULL,
      page_path        text NOT NULL,
      promotion_id     text,
      promotion_name   text,
      creative_name    text,
      position         text,
      label            text,
      target_url       text
    );
    CREATE INDEX analytics_events_promotion_idx ON analytics_events (promotion_id, event_type);

    CREATE TABLE event_registrations (
      consumer_no             text NOT NULL REFERENCES consumers (consumer_no),
      event_id                text NOT NULL,
      email                   text NOT NULL,
      first_name              text NOT NULL,
      last_name               text NOT NULL,
      gender                  text,
      phone_number            text,
      attending_days          text[] NOT NULL DEFAULT '{}',
      plus_one                text,
      terms_accepted          boolean NOT NULL CHECK (terms_accepted),
      registration_timestamp  timestamptz NOT NULL,
      updated_at              timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (consumer_no, event_id)
    );
  `,
};
