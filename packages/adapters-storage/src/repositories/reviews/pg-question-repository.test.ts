import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMERCE_TEST_ENGINES, openCommerceTestDatabase } from '../../commerce-schema/commerce-test-database.fixture.js';
import type { SqlClient } from '../../sql/sql-client.port.js';
import { PgQuestionRepository } from './pg-question-repository.js';
import { PgReviewPhotoRepository } from './pg-review-photo-repository.js';
import { PgReviewRepository } from './pg-review-repository.js';

const FIXTURE = `
  INSERT INTO categories (id, name, slug) VALUES ('4100', 'Running', 'running-shoes');
  INSERT INTO products (id, style_code, name, slug, product_type, gender, primary_category_id) VALUES
    ('SR0034100', 'SR0034', 'Stride Pace Runner 3', 'stride-pace-runner-3', 'FOOTWEAR', 'MEN', '4100');
  INSERT INTO consumers (consumer_no, consumer_type, email, password_hash) VALUES
    ('1000000001', 'REGISTERED', 'one@stride.example', 'h'), ('1000000002', 'REGISTERED', 'two@stride.example', 'h');
`;
const at = (day: number) => new Date(Date.UTC(2026, 0, day));
const question = (id: string, day: number, status: 'pending' | 'published' = 'published') => ({
  id,
  productId: 'SR0034100',
  consumerNo: '1000000001',
  text: `Question ${id}?`,
  nickname: 'Ana',
  locale: 'en-US',
  status,
  createdAt: at(day),
});
const answer = (id: string, questionId: string, day: number, over: { fromStaff?: boolean; status?: 'pending' | 'published' } = {}) => ({
  id,
  questionId,
  productId: 'SR0034100',
  consumerNo: '1000000002',
  text: `Answer ${id}`,
  nickname: 'Bo',
  locale: 'fr-CA',
  fromStaff: over.fromStaff ?? false,
  status: over.status ?? 'published',
  createdAt: at(day),
});

// The same assertions on PGlite and PostgreSQL.
describe.each(COMMERCE_TEST_ENGINES)('question and review photo storage on %s', (engine) => {
  let db: SqlClient;
  let questions: PgQuestionRepository;
  beforeAll(async () => {
    db = await openCommerceTestDatabase(engine);
    await db.exec(FIXTURE);
    questions = new PgQuestionRepository(db);
    await questions.insertQuestion(question('qn-a001', 1));
    await questions.insertQuestion(question('qn-a002', 2));
    await questions.insertQuestion(question('qn-a003', 3, 'pending'));
    await questions.insertAnswer(answer('an-a001', 'qn-a001', 4));
    await questions.insertAnswer(answer('an-a002', 'qn-a001', 5, { fromStaff: true }));
    await questions.insertAnswer(answer('an-a003', 'qn-a001', 6, { status: 'pending' }));
  }, 120_000);
  afterAll(async () => {
    await db?.close();
  });

  it('lists published questions newest first with their published answers, staff first, then most helpful', async () => {
    const page = await questions.list({ productId: 'SR0034100', offset: 0, limit: 10, answersShown: 5 });
    expect([page.total, page.questions.map((q) => q.id)]).toEqual([2, ['qn-a002', 'qn-a001']]);
    expect(page.questions[1]?.answers.map((a) => a.id)).toEqual(['an-a002', 'an-a001']);
    expect(page.questions[1]?.answersCount).toBe(2);
    expect((await questions.list({ productId: 'SR0034100', offset: 0, limit: 10, answersShown: 1 })).questions[1]?.answers.map((a) => a.id)).toEqual([
      'an-a002',
    ]);
  });

  it('counts an answer vote once per voter', async () => {
    expect(await questions.addAnswerVote('an-a001', 'voter-0001', at(7))).toEqual({ counted: true, helpfulCount: 1 });
    expect(await questions.addAnswerVote('an-a001', 'voter-0001', at(7))).toEqual({ counted: false, helpfulCount: 1 });
    expect((await questions.findAnswer('an-a001'))?.helpfulCount).toBe(1);
  });

  it('lists what waits for moderation oldest first and publishes or rejects a question or an answer', async () => {
    expect((await questions.listForModeration({ status: 'pending', limit: 10 })).map((p) => [p.kind, p.id])).toEqual([
      ['question', 'qn-a003'],
      ['answer', 'an-a003'],
    ]);
    expect(await questions.moderate('qn-a003', { status: 'published', by: 'agent', at: at(8) })).toMatchObject({ kind: 'question', status: 'published' });
    expect(await questions.moderate('an-a003', { status: 'rejected', by: 'agent', at: at(8) })).toMatchObject({ kind: 'answer', status: 'rejected' });
    expect(await questions.moderate('qn-nothing', { status: 'published', by: 'agent', at: at(8) })).toBeNull();
    expect(await questions.listForModeration({ status: 'pending', limit: 10 })).toEqual([]);
  });

  it('keeps a photo’s bytes as they were, shows it only with a published review, and gives it to its uploader’s review only', async () => {
    const photos = new PgReviewPhotoRepository(db);
    const reviews = new PgReviewRepository(db);
    const bytes = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0, 0xff, 0xd9]);
    await photos.insert({ id: 'ph-0123456789abcdef0123', consumerNo: '1000000001', contentType: 'image/jpeg', bytes, createdAt: at(1) });
    expect(await photos.unattached('1000000001', ['ph-0123456789abcdef0123', 'ph-ffffffffffffffffffff'])).toEqual(['ph-0123456789abcdef0123']);
    expect(await photos.unattached('1000000002', ['ph-0123456789abcdef0123'])).toEqual([]);
    expect(await photos.findShown('ph-0123456789abcdef0123')).toBeNull();
    const review = {
      id: 'rv-p001',
      productId: 'SR0034100',
      consumerNo: '1000000002',
      rating: 5,
      title: 'T',
      text: 'A text long enough.',
      nickname: 'Bo',
      locale: 'en-US',
      verifiedBuyer: false,
      status: 'published' as const,
      createdAt: at(2),
    };
    // Another shopper's photo: the review is not stored either.
    await expect(reviews.insert({ ...review, photoIds: ['ph-0123456789abcdef0123'] })).rejects.toThrow();
    expect(await reviews.find('rv-p001')).toBeNull();
    expect(await reviews.insert({ ...review, consumerNo: '1000000001', photoIds: ['ph-0123456789abcdef0123'] })).toBe('inserted');
    expect((await reviews.find('rv-p001'))?.photoIds).toEqual(['ph-0123456789abcdef0123']);
    expect(await photos.findShown('ph-0123456789abcdef0123')).toEqual({ contentType: 'image/jpeg', bytes });
    await reviews.moderate('rv-p001', { status: 'hidden', by: 'agent', at: at(3) });
    expect(await photos.findShown('ph-0123456789abcdef0123')).toBeNull();
  });
});
