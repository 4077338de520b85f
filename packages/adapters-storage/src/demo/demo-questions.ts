import type { ProductRow } from './demo-data.types.js';

/** A demo question as its row: asked without an account, published. */
export type DemoQuestionRow = { id: string; productId: string; text: string; nickname: string; locale: string; status: 'published'; createdAt: string };
/** A demo answer as its row: a shopper's or the store's, published. */
export type DemoAnswerRow = {
  id: string;
  questionId: string;
  text: string;
  nickname: string;
  locale: string;
  fromStaff: boolean;
  status: 'published';
  helpfulCount: number;
  createdAt: string;
};

/** A helpful vote on a demo answer, by a voter of the past (no account): the answers' counts are their votes'. */
export type DemoAnswerVoteRow = { answerId: string; voterNo: string; votedAt: string };

export type DemoQuestions = { reviewQuestions: DemoQuestionRow[]; reviewAnswers: DemoAnswerRow[]; reviewAnswerVotes: DemoAnswerVoteRow[] };

type Thread = {
  locale: string;
  question: [nickname: string, text: string];
  answers: readonly [nickname: string, text: string, fromStaff: boolean, helpful: number][];
};

/** What shoppers ask about a product, in English and in French, with shoppers' and the store's answers. */
const THREADS: readonly Thread[] = [
  {
    locale: 'en-US',
    question: ['Dana P.', 'Does this run true to size, or should I size up for longer runs?'],
    answers: [
      ['Stride Customer Care', 'It fits true to size. If you are between sizes or like room for swelling on long runs, take the half size up.', true, 6],
      ['Marcus L.', 'I wear my usual size and it is fine for half marathons.', false, 3],
    ],
  },
  {
    locale: 'fr-CA',
    question: ['Julie B.', 'Est-ce que la semelle convient à la course sur sentier mouillé?'],
    answers: [
      ['Service à la clientèle Stride', 'Elle adhère bien sur chemin humide; pour la boue et les roches, un modèle de sentier est préférable.', true, 2],
    ],
  },
  {
    locale: 'en-US',
    question: ['Owen T.', 'Is it machine washable?'],
    answers: [['Priya S.', 'Cold gentle cycle, then let it air dry. Mine still looks new after a year.', false, 4]],
  },
  {
    locale: 'fr-CA',
    question: ['Mathieu R.', 'Quelle est la différence avec le modèle de l’an dernier?'],
    answers: [],
  },
];

/** How many demo products get questions: the featured one and the next ones of the catalogue. */
const PRODUCTS_WITH_QUESTIONS = 3;
const FIRST_DAY = Date.UTC(2025, 3, 2, 15);
const DAY_MS = 86_400_000;

/**
 * Questions and answers about the featured demo product and the two products after it, deterministic: all four threads
 * on the featured product (two in English, two in French, one still unanswered), the first two on the others.
 */
export function demoQuestions(products: readonly ProductRow[], featured: string): DemoQuestions {
  const chosen = [
    ...products.filter((p) => p.id === featured),
    ...products.filter((p) => p.id !== featured && !p.comingSoon).slice(0, PRODUCTS_WITH_QUESTIONS - 1),
  ];
  const out: DemoQuestions = { reviewQuestions: [], reviewAnswers: [], reviewAnswerVotes: [] };
  chosen.forEach((product, p) => {
    const threads = p === 0 ? THREADS : THREADS.slice(0, 2);
    threads.forEach((thread, q) => {
      const questionId = `qn-demo-${product.id.toLowerCase()}-${q + 1}`;
      const asked = FIRST_DAY + (p * 7 + q * 11) * DAY_MS;
      out.reviewQuestions.push({
        id: questionId,
        productId: product.id,
        text: thread.question[1],
        nickname: thread.question[0],
        locale: thread.locale,
        status: 'published',
        createdAt: new Date(asked).toISOString(),
      });
      thread.answers.forEach(([nickname, text, fromStaff, helpfulCount], a) => {
        const answerId = `an-demo-${product.id.toLowerCase()}-${q + 1}-${a + 1}`;
        for (let v = 1; v <= helpfulCount; v++)
          out.reviewAnswerVotes.push({
            answerId,
            voterNo: `demo-voter-${String(v).padStart(3, '0')}`,
            votedAt: new Date(asked + (a + 2) * DAY_MS).toISOString(),
          });
        out.reviewAnswers.push({
          id: answerId,
          questionId,
          text,
          nickname,
          locale: thread.locale,
          fromStaff,
          status: 'published',
          helpfulCount,
          createdAt: new Date(asked + (a + 1) * DAY_MS).toISOString(),
        });
      });
    });
  });
  return out;
}
