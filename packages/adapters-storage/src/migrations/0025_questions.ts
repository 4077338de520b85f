import type { Migration } from './migration.js';

/**
 * Questions and answers about products (account section 7, Products) with the answers' helpful votes (one per voter),
 * and shoppers' photos with their reviews (the user-generated media service). Shoppers' questions and answers wait
 * for support staff (`pending`); staff answers are published at once. A photo is stored as its bytes, its metadata
 * already stripped, and belongs to its uploader until a review takes it; it is shown only while that review is.
 */
export const migration0025Questions: Migration = {
  id: '0025_questions',
  sql: `
    CREATE TABLE review_questions (
      id            text PRIMARY KEY CHECK (id ~ '^qn-[a-z0-9-]{4,40}$'),
      product_id    text NOT NULL REFERENCES products (id) ON DELETE CASCADE,
      consumer_no   text REFERENCES consumers (consumer_no) ON DELETE SET NULL,
      text          text NOT NULL CHECK (char_length(text) BETWEEN 1 AND 500),
      nickname      text NOT NULL CHECK (char_length(nickname) BETWEEN 1 AND 40),
      locale        text NOT NULL CHECK (locale ~ '^[a-z]{2}-[A-Z]{2}$'),
      status        text NOT NULL CHECK (status IN ('pending', 'published', 'rejected')),
      created_at    timestamptz NOT NULL,
      moderated_at  timestamptz,
      moderated_by  text CHECK (char_length(moderated_by) <= 100)
    );
    CREATE INDEX review_questions_published_by_product ON review_questions (product_id, created_at DESC) WHERE status = 'published';
    CREATE INDEX review_questions_pending ON review_questions (created_at) WHERE status = 'pending';

    CREATE TABLE review_answers (
      id            text PRIMARY KEY CHECK (id ~ '^an-[a-z0-9-]{4,40}$'),
      question_id   text NOT NULL REFERENCES review_questions (id) ON DELETE CASCADE,
      consumer_no   text REFERENCES consumers (consumer_no) ON DELETE SET NULL,
      text          text NOT NULL CHECK (char_length(text) BETWEEN 1 AND 2000),
      nickname      text NOT NULL CHECK (char_length(nickname) BETWEEN 1 AND 40),
      locale        text NOT NULL CHECK (locale ~ '^[a-z]{2}-[A-Z]{2}$'),
      from_staff    boolean NOT NULL DEFAULT false,
      status        text NOT NULL CHECK (status IN ('pending', 'published', 'rejected')),
      helpful_count integer NOT NULL DEFAULT 0 CHECK (helpful_count >= 0),
      created_at    timestamptz NOT NULL,
      moderated_at  timestamptz,
      moderated_by  text CHECK (char_length(moderated_by) <= 100)
    );
    CREATE INDEX review_answers_by_question ON review_answers (question_id) WHERE status = 'published';
    CREATE INDEX review_answers_pending ON review_answers (created_at) WHERE status = 'pending';

    CREATE TABLE review_answer_votes (
      answer_id  text NOT NULL REFERENCES review_answers (id) ON DELETE CASCADE,
      voter_no   text NOT NULL CHECK (voter_no ~ '^[A-Za-z0-9-]{6,40}$'),
      voted_at   timestamptz NOT NULL,
      PRIMARY KEY (answer_id, voter_no)
    );

    CREATE TABLE review_photos (
      id            text PRIMARY KEY CHECK (id ~ '^ph-[a-z0-9]{20}$'),
      consumer_no   text NOT NULL REFERENCES consumers (consumer_no) ON DELETE CASCADE,
      review_id     text REFERENCES reviews (id) ON DELETE CASCADE,
      position      smallint CHECK (position BETWEEN 0 AND 2),
      content_type  text NOT NULL CHECK (content_type IN ('image/jpeg', 'image/png', 'image/webp')),
      bytes         bytea NOT NULL CHECK (octet_length(bytes) BETWEEN 1 AND 716800),
      created_at    timestamptz NOT NULL,
      UNIQUE (review_id, position)
    );
    CREATE INDEX review_photos_by_review ON review_photos (review_id) WHERE review_id IS NOT NULL;
  `,
};
