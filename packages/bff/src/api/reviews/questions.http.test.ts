import { DEMO_PASSWORD, DemoEmail } from '@stride/adapters-storage';
import { QUESTION_LIMITS } from '@stride/domain/reviews';
import { describe, expect, it } from 'vitest';
import { demoData } from '../../testing/demo-variants.js';
import type { LooseJson } from '../../testing/loose-json.js';
import { agentLogin, guestToken, signIn } from '../../testing/tokens.js';
import { errorIdOf } from '../delivery/delivery-http.fixture.js';
import { useReviewsStore } from './reviews-http.fixture.js';

const { store, call } = useReviewsStore();

const data = demoData();
const FEATURED = 'SR0045600';
/** The second demo product with questions: each test that writes uses its own product or question. */
const other = data.reviewQuestions.find((q) => q.productId !== FEATURED)?.productId ?? '';
const questionsPath = (productId: string, query = '') => `/products/v1/products/${productId}/reviews/questions${query === '' ? '' : `?${query}`}`;
const answersPath = (productId: string, questionId: string) => `/products/v1/products/${productId}/reviews/questions/${questionId}/answers`;
const votePath = (productId: string, answerId: string) => `/products/v1/products/${productId}/review/${answerId}/questions/vote`;
const pendingList = async (token: string) => (await call('GET', '/products/v1/agent/questions?status=pending&limit=100', { token })).body.posts as LooseJson[];

describe('reading a product’s questions', () => {
  it('answers a page of published questions newest first, each with its answers staff first, public and briefly cacheable', async () => {
    const list = await call('GET', questionsPath(FEATURED, 'locale=en-US'));
    expect([list.status, list.headers.get('cache-control')]).toEqual([200, 'public, max-age=0, s-maxage=30']);
    const demo = data.reviewQuestions.filter((q) => q.productId === FEATURED);
    expect([list.body.total, list.body.offset, list.body.limit, list.body.questions.length]).toEqual([demo.length, 0, 5, demo.length]);
    const dates = (list.body.questions as LooseJson[]).map((q) => q.createdAt as string);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(new Set((list.body.questions as LooseJson[]).map((q) => q.locale))).toEqual(new Set(['en-US', 'fr-CA']));
    const sized = (list.body.questions as LooseJson[]).find((q) => (q.text as string).startsWith('Does this run true to size'));
    expect(sized?.answersCount).toBe(2);
    expect(sized?.answers.map((a: LooseJson) => a.fromStaff)).toEqual([true, false]);
    expect(Object.keys(sized?.answers[0] ?? {}).sort()).toEqual(
      ['answerId', 'createdAt', 'fromStaff', 'helpfulCount', 'locale', 'nickname', 'questionId', 'text'].sort(),
    );
    const page = await call('GET', questionsPath(FEATURED, 'offset=1&limit=2'));
    expect((page.body.questions as LooseJson[]).map((q) => q.questionId)).toEqual((list.body.questions as LooseJson[]).slice(1, 3).map((q) => q.questionId));
    // A colour master id names the same product.
    const byColour = data.colourVariants.find((c) => c.productId === FEATURED && c.masterId !== FEATURED);
    expect((await call('GET', questionsPath(byColour?.masterId ?? ''))).body.total).toBe(demo.length);
  });

  it('bounds paging (ATTR300) and answers an unknown product PLP400', async () => {
    for (const query of ['limit=0', `limit=${QUESTION_LIMITS.pageSizeMax + 1}`, 'offset=-1', `offset=${QUESTION_LIMITS.offsetMax + 1}`, 'limit=x']) {
      const answer = await call('GET', questionsPath(FEATURED, query));
      expect([query, answer.status, errorIdOf(answer.body)]).toEqual([query, 400, 'ATTR300']);
    }
    const unknown = await call('GET', questionsPath('ZZ0000000'));
    expect([unknown.status, errorIdOf(unknown.body)]).toEqual([404, 'PLP400']);
  });
});

describe('asking and answering', () => {
  it('keeps a signed-in shopper’s question from shoppers until support staff publish it; then it can be answered', async () => {
    const shopper = await signIn(store.url, DemoEmail.shopper, DEMO_PASSWORD);
    const agent = await agentLogin(store.url, DemoEmail.employee, DEMO_PASSWORD);
    const asked = await call('POST', `${questionsPath(other)}?locale=fr-CA`, {
      token: shopper.accessToken,
      body: { text: '  Est-ce qu’elle taille grand?  ', nickname: ' Sam R. ' },
    });
    expect([asked.status, asked.headers.get('cache-control'), asked.body.status, asked.body.productId]).toEqual([201, 'no-store', 'pending', other]);
    const questionId = asked.body.questionId as string;
    expect((await call('GET', questionsPath(other, 'limit=20'))).body.questions.map((q: LooseJson) => q.questionId)).not.toContain(questionId);
    // Nobody can answer it while it waits: it answers like a missing question.
    const early = await call('POST', answersPath(other, questionId), { token: shopper.accessToken, body: { text: 'Oui', nickname: 'Sam' } });
    expect([early.status, errorIdOf(early.body)]).toEqual([404, 'QUE404']);

    expect((await pendingList(agent.accessToken)).find((p) => p.postId === questionId)).toMatchObject({
      kind: 'question',
      productId: other,
      text: 'Est-ce qu’elle taille grand?',
      nickname: 'Sam R.',
      locale: 'fr-CA',
      consumerNo: shopper.consumerNo,
      status: 'pending',
    });
    const published = await call('POST', `/products/v1/agent/questions/${questionId}/moderate`, { token: agent.accessToken, body: { status: 'published' } });
    expect([published.status, published.body.post.status]).toEqual([200, 'published']);
    const listed = (await call('GET', questionsPath(other, 'limit=20'))).body.questions as LooseJson[];
    expect(listed[0]).toMatchObject({ questionId, text: 'Est-ce qu’elle taille grand?', answersCount: 0, answers: [] });

    // A shopper's answer waits too; an agent's is the store's, shown at once.
    const loyal = await signIn(store.url, DemoEmail.loyalty, DEMO_PASSWORD);
    const shopperAnswer = await call('POST', answersPath(other, questionId), {
      token: loyal.accessToken,
      body: { text: 'Non, taille normale.', nickname: 'Jo' },
    });
    expect([shopperAnswer.status, shopperAnswer.body.status, shopperAnswer.body.fromStaff]).toEqual([201, 'pending', false]);
    const staffAnswer = await call('POST', answersPath(other, questionId), {
      token: agent.accessToken,
      body: { text: 'Elle taille normalement; prenez votre pointure habituelle.', nickname: 'Service Stride' },
    });
    expect([staffAnswer.status, staffAnswer.body.status, staffAnswer.body.fromStaff]).toEqual([201, 'published', true]);
    let thread = ((await call('GET', questionsPath(other, 'limit=20'))).body.questions as LooseJson[]).find((q) => q.questionId === questionId);
    expect(thread?.answers.map((a: LooseJson) => [a.answerId, a.fromStaff])).toEqual([[staffAnswer.body.answerId, true]]);

    const approved = await call('POST', `/products/v1/agent/questions/${shopperAnswer.body.answerId as string}/moderate`, {
      token: agent.accessToken,
      body: { status: 'published' },
    });
    expect(approved.body.post).toMatchObject({ kind: 'answer', questionId, status: 'published', consumerNo: loyal.consumerNo });
    thread = ((await call('GET', questionsPath(other, 'limit=20'))).body.questions as LooseJson[]).find((q) => q.questionId === questionId);
    expect([thread?.answersCount, thread?.answers.map((a: LooseJson) => a.fromStaff)]).toEqual([2, [true, false]]);
  });

  it('refuses a guest, no token, a bad draft and another product’s question, storing nothing', async () => {
    const shopper = await signIn(store.url, DemoEmail.athlete, DEMO_PASSWORD);
    const agent = await agentLogin(store.url, DemoEmail.employee, DEMO_PASSWORD);
    const guest = await guestToken(store.url);
    const before = (await pendingList(agent.accessToken)).length;
    const good = { text: 'Is there a wide version of this one?', nickname: 'Alex' };
    const demoQuestion = data.reviewQuestions.find((q) => q.productId === FEATURED);
    const cases: [string, string, { token?: string; body?: unknown }, number, string][] = [
      ['no token', questionsPath(FEATURED), { body: good }, 401, 'AUT432'],
      ['guest', questionsPath(FEATURED), { token: guest.accessToken, body: good }, 403, 'AUT432'],
      ['too short', questionsPath(FEATURED), { token: shopper.accessToken, body: { ...good, text: 'Wide?' } }, 400, 'ATTR300'],
      [
        'too long',
        questionsPath(FEATURED),
        { token: shopper.accessToken, body: { ...good, text: 'x'.repeat(QUESTION_LIMITS.questionMax + 1) } },
        400,
        'REV410',
      ],
      ['no nickname', questionsPath(FEATURED), { token: shopper.accessToken, body: { text: good.text } }, 400, 'ATTR300'],
      ['beyond the cap', questionsPath(FEATURED), { token: shopper.accessToken, body: { ...good, text: 'x'.repeat(20_000) } }, 400, 'ATTR300'],
      ['unknown product', questionsPath('ZZ0000000'), { token: shopper.accessToken, body: good }, 404, 'PLP400'],
      ['answer, no token', answersPath(FEATURED, demoQuestion?.id ?? ''), { body: good }, 401, 'AUT432'],
      ['answer, guest', answersPath(FEATURED, demoQuestion?.id ?? ''), { token: guest.accessToken, body: good }, 403, 'AUT432'],
      [
        'answer too long',
        answersPath(FEATURED, demoQuestion?.id ?? ''),
        { token: shopper.accessToken, body: { ...good, text: 'y'.repeat(2001) } },
        400,
        'REV410',
      ],
      ['another product’s question', answersPath(other, demoQuestion?.id ?? ''), { token: shopper.accessToken, body: good }, 404, 'QUE404'],
      ['unknown question', answersPath(FEATURED, 'qn-no-such-question'), { token: shopper.accessToken, body: good }, 404, 'QUE404'],
      ['bad question id', answersPath(FEATURED, 'DROP'), { token: shopper.accessToken, body: good }, 400, 'ATTR300'],
    ];
    for (const [name, path, options, status, errorId] of cases) {
      const answer = await call('POST', path, options);
      expect([name, answer.status, errorIdOf(answer.body)]).toEqual([name, status, errorId]);
    }
    expect(await pendingList(agent.accessToken)).toHaveLength(before);
  });
});

describe('helpful votes on answers and moderation', () => {
  it('counts a helpful vote once per voter, guest or signed in, and the list shows it', async () => {
    const answer = data.reviewAnswers.find((a) => a.questionId === data.reviewQuestions.find((q) => q.productId === FEATURED)?.id && !a.fromStaff);
    const guest = await guestToken(store.url);
    const first = await call('POST', votePath(FEATURED, answer?.id ?? ''), { token: guest.accessToken });
    expect([first.status, first.headers.get('cache-control'), first.body]).toEqual([
      200,
      'no-store',
      { answerId: answer?.id, helpfulCount: (answer?.helpfulCount ?? 0) + 1, counted: true },
    ]);
    const again = await call('POST', votePath(FEATURED, answer?.id ?? ''), { token: guest.accessToken });
    expect(again.body).toEqual({ answerId: answer?.id, helpfulCount: (answer?.helpfulCount ?? 0) + 1, counted: false });
    const listed = ((await call('GET', questionsPath(FEATURED))).body.questions as LooseJson[]).flatMap((q) => q.answers as LooseJson[]);
    expect(listed.find((a) => a.answerId === answer?.id)?.helpfulCount).toBe((answer?.helpfulCount ?? 0) + 1);
  });

  it('answers an unknown, waiting, or other product’s answer ANS404 and no token 401', async () => {
    const guest = await guestToken(store.url);
    const shopper = await signIn(store.url, DemoEmail.ipa, DEMO_PASSWORD);
    const questionId = data.reviewQuestions.find((q) => q.productId === FEATURED)?.id ?? '';
    const waiting = await call('POST', answersPath(FEATURED, questionId), {
      token: shopper.accessToken,
      body: { text: 'Runs a bit narrow.', nickname: 'Ria' },
    });
    const demoAnswer = data.reviewAnswers.find((a) => a.questionId === questionId)?.id ?? '';
    for (const [path, status, errorId] of [
      [votePath(FEATURED, 'an-no-such-answer'), 404, 'ANS404'],
      [votePath(FEATURED, waiting.body.answerId as string), 404, 'ANS404'],
      [votePath(other, demoAnswer), 404, 'ANS404'],
      [votePath(FEATURED, 'rv-not-an-answer'), 400, 'ATTR300'],
    ] as const) {
      const answer = await call('POST', path, { token: guest.accessToken });
      expect([path, answer.status, errorIdOf(answer.body)]).toEqual([path, status, errorId]);
    }
    const anonymous = await call('POST', votePath(FEATURED, demoAnswer));
    expect([anonymous.status, errorIdOf(anonymous.body)]).toEqual([401, 'AUT432']);
  });

  it('keeps moderation to agents, rejects a question out of sight, and answers an unknown one QUE404', async () => {
    const shopper = await signIn(store.url, DemoEmail.wranx, DEMO_PASSWORD);
    const agent = await agentLogin(store.url, DemoEmail.employee, DEMO_PASSWORD);
    const asked = await call('POST', questionsPath(FEATURED), { token: shopper.accessToken, body: { text: 'Can I buy these in a size 16?', nickname: 'Wes' } });
    const questionId = asked.body.questionId as string;
    const refused = await call('POST', `/products/v1/agent/questions/${questionId}/moderate`, { token: shopper.accessToken, body: { status: 'published' } });
    expect([refused.status, errorIdOf(refused.body)]).toEqual([403, 'AUT432']);
    expect((await call('GET', '/products/v1/agent/questions', { token: shopper.accessToken })).status).toBe(403);
    const rejected = await call('POST', `/products/v1/agent/questions/${questionId}/moderate`, { token: agent.accessToken, body: { status: 'rejected' } });
    expect(rejected.body.post).toMatchObject({ postId: questionId, status: 'rejected' });
    expect((await pendingList(agent.accessToken)).map((p) => p.postId)).not.toContain(questionId);
    const listed = (await call('GET', questionsPath(FEATURED, 'limit=20'))).body.questions as LooseJson[];
    expect(listed.map((q) => q.questionId)).not.toContain(questionId);
    for (const [postId, errorId] of [
      ['qn-no-such-question', 'QUE404'],
      ['an-no-such-answer', 'ANS404'],
    ]) {
      const unknown = await call('POST', `/products/v1/agent/questions/${postId}/moderate`, { token: agent.accessToken, body: { status: 'published' } });
      expect([unknown.status, errorIdOf(unknown.body)]).toEqual([404, errorId]);
    }
    const bad = await call('POST', `/products/v1/agent/questions/${questionId}/moderate`, { token: agent.accessToken, body: { status: 'pending' } });
    expect([bad.status, errorIdOf(bad.body)]).toEqual([400, 'ATTR300']);
  });
});
