import type { Migration } from './migration.js';

/**
 * Product reviews (account section 7, Products): one per shopper and product, with their helpful votes (one per voter)
 * and flags (one per flagger), support staff's moderation, and translations kept per language. `helpful_count` and
 * `flag_count` are kept beside the rows they count, in the statement that adds one, so a list sorts by them without
 * counting. A review outlives its writer's account (the consumer is set null); votes and flags name their caller
 * without a reference, so cleaning up guest consumers never changes a count.
 */
export const migration0023Reviews: Migration = {
  id: '0023_reviews',
  sql: `
    CREATE TABLE reviews (
      id              text PRIMARY KEY CHECK (id ~ '^rv-[a-z0-9-]{4,40}$'),
      product_id      text NOT NULL REFERENCES products (id) ON DELETE CASCADE,
      consumer_no     text REFERENCES consumers (consumer_no) ON DELETE SET NULL,
      rating          smallint NOT NULL CHECK (rating BETWEEN 1 AND 5),
      title           text NOT NULL CHECK (char_length(title) BETWEEN 1 AND 100),
      text            text NOT NULL CHECK (char_length(text) BETWEEN 1 AND 2000),
      nickname        text NOT NULL CHECK (char_length(nickname) BETWEEN 1 AND 40),
      locale          text NOT NULL CHECK (locale ~ '^[a-z]{2}-[A-Z]{2}$'),
      verified_buyer  boolean NOT NULL DEFAULT false,
      status          text NOT NULL DEFAULT 'published' CHECK (status IN ('published', 'hidden')),
      helpful_count   integer NOT NULL DEFAULT 0 CHECK (helpful_count >= 0),
      -- Flags since the last moderation: support staff publishing a review start it again at 0.
      flag_count      integer NOT NULL DEFAULT 0 CHECK (flag_count >= 0),
      created_at      timestamptz NOT NULL,
      moderated_at    timestamptz,
      moderated_by    text CHECK (char_length(moderated_by) <= 100),
      UNIQUE (product_id, consumer_no)
    );
    CREATE INDEX reviews_published_by_product ON reviews (product_id, created_at DESC) WHERE status = 'published';
    CREATE INDEX reviews_flagged ON reviews (flag_count DESC, created_at DESC) WHERE flag_count > 0 OR status = 'hidden';

    CREATE TABLE review_votes (
      review_id  text NOT NULL REFERENCES reviews (id) ON DELETE CASCADE,
      voter_no   text NOT NULL CHECK (voter_no ~ '^[A-Za-z0-9-]{6,40}$'),
      voted_at   timestamptz NOT NULL,
      PRIMARY KEY (review_id, voter_no)
    );

    CREATE TABLE review_flags (
      review_id   text NOT NULL REFERENCES reviews (id) ON DELETE CASCADE,
      flagger_no  text NOT NULL CHECK (flagger_no ~ '^[A-Za-z0-9-]{6,40}$'),
      flagged_at  timestamptz NOT NULL,
      PRIMARY KEY (review_id, flagger_no)
    );

    CREATE TABLE review_translations (
      review_id  text NOT NULL REFERENCES reviews (id) ON DELETE CASCADE,
      language   text NOT NULL CHECK (language ~ '^[a-z]{2}$'),
      title      text NOT NULL CHECK (char_length(title) BETWEEN 1 AND 400),
      text       text NOT NULL CHECK (char_length(text) BETWEEN 1 AND 8000),
      source     text NOT NULL CHECK (char_length(source) BETWEEN 1 AND 40),
      PRIMARY KEY (review_id, language)
    );
  `,
};
