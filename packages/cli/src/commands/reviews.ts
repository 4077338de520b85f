import type { ModeratedPostAnswer as PostView, ModeratedReviewAnswer as ReviewView } from '@stride/application/storefront';
import { ANSWER_ID_PATTERN, QUESTION_ID_PATTERN, REVIEW_ID_PATTERN } from '@stride/domain/reviews';
import type { Command } from 'commander';
import { requireAgentToken } from '../agent-token.js';
import { apiUrlOf, callApi, reportFailure, reportUsage, type ApiOptions } from '../api.js';
import type { CommandContext } from '../command-context.js';
import { alignedTable, shortDate } from '../order-table.js';
import { withProgress } from '../progress.js';

interface ModerateOptions extends ApiOptions {
  readonly filter?: string;
  readonly limit?: string;
  readonly publish?: boolean;
  readonly hide?: boolean;
  readonly json?: boolean;
}

const FILTERS = ['attention', 'hidden', 'flagged'] as const;
type Filter = (typeof FILTERS)[number];
const isFilter = (value: string): value is Filter => (FILTERS as readonly string[]).includes(value);

/** A review's first words on one line, for the list. */
function excerpt(text: string, length = 48): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length <= length ? line : `${line.slice(0, length - 1)}…`;
}

/** The reviews waiting for support staff, one row each, most flagged first. */
export function moderationTable(reviews: readonly ReviewView[]): string {
  if (reviews.length === 0) return 'No reviews wait for moderation.\n';
  return alignedTable([
    ['Review', 'Product', 'Status', 'Flags', 'Stars', 'Written', 'By', 'Title'],
    ...reviews.map((r) => [r.reviewId, r.productId, r.status, String(r.flagCount), String(r.rating), shortDate(r.createdAt), r.nickname, excerpt(r.title)]),
  ]);
}

/** One review for support staff: all of it, and what its flags and status are now. */
export function moderatedReviewTable(r: ReviewView): string {
  const rows = [
    ['Review', r.reviewId],
    ['Product', r.productId],
    ['Status', r.status],
    ['Flags', String(r.flagCount)],
    ['Stars', String(r.rating)],
    ['Written', `${shortDate(r.createdAt)} (${r.locale}) by ${r.nickname}${r.consumerNo === null ? '' : `, consumer ${r.consumerNo}`}`],
    ['Title', r.title],
  ];
  return `${alignedTable(rows)}\n${r.text}\n`;
}

/** A moderation list's `--limit`: 20 unless told, a whole number from 1 to 100; null for anything else. */
function listLimit(option: string | undefined): number | null {
  const limit = option === undefined ? 20 : Number(option);
  return Number.isInteger(limit) && limit >= 1 && limit <= 100 ? limit : null;
}

async function listWaiting(options: ModerateOptions, context: CommandContext): Promise<void> {
  const command = 'reviews moderate';
  const filter = options.filter?.toLowerCase() ?? 'attention';
  if (!isFilter(filter)) return reportUsage(context, command, `"${options.filter}" is not a filter: attention, hidden or flagged`);
  const limit = listLimit(options.limit);
  if (limit === null) return reportUsage(context, command, '--limit takes a whole number from 1 to 100');
  const token = await requireAgentToken(context, command);
  if (token === undefined) return;
  const answer = await withProgress(
    context.io.stderr,
    'Reading the reviews waiting for moderation',
    callApi(apiUrlOf(options, context.io.env), 'listReviewsForModeration', { query: { filter, limit } }, token),
  );
  if (!answer.ok) return reportFailure(context, command, answer.failure);
  context.io.stdout.write(options.json === true ? `${JSON.stringify(answer.value.reviews)}\n` : moderationTable(answer.value.reviews));
}

async function decide(reviewId: string, options: ModerateOptions, context: CommandContext): Promise<void> {
  const command = 'reviews moderate';
  if (!REVIEW_ID_PATTERN.test(reviewId))
    return reportUsage(context, command, `"${reviewId}" is not a review id (rv- and lower-case letters, digits or dashes)`);
  if (options.publish === options.hide) return reportUsage(context, command, 'a review is moderated with one of --publish or --hide');
  const status = options.publish === true ? 'published' : 'hidden';
  const token = await requireAgentToken(context, command);
  if (token === undefined) return;
  const answer = await withProgress(
    context.io.stderr,
    `${status === 'published' ? 'Publishing' : 'Hiding'} ${reviewId}`,
    callApi(apiUrlOf(options, context.io.env), 'moderateReview', { params: { reviewId }, body: { status } }, token),
  );
  if (!answer.ok) return reportFailure(context, command, answer.failure);
  context.io.stdout.write(options.json === true ? `${JSON.stringify(answer.value.review)}\n` : moderatedReviewTable(answer.value.review));
}

interface QuestionsOptions extends ApiOptions {
  readonly status?: string;
  readonly limit?: string;
  readonly publish?: boolean;
  readonly reject?: boolean;
  readonly json?: boolean;
}

const STATUSES = ['pending', 'published', 'rejected'] as const;
type Status = (typeof STATUSES)[number];
const isStatus = (value: string): value is Status => (STATUSES as readonly string[]).includes(value);

/** The questions and answers in a status, one row each, the longest waiting first. */
export function postsTable(posts: readonly PostView[], status: string): string {
  if (posts.length === 0) return `No questions or answers are ${status}.\n`;
  return alignedTable([
    ['Id', 'Kind', 'Product', 'Status', 'Written', 'By', 'Text'],
    ...posts.map((p) => [p.postId, p.kind, p.productId, p.status, shortDate(p.createdAt), p.nickname, excerpt(p.text)]),
  ]);
}

/** One question or answer for support staff: all of it, and its status now. */
export function moderatedPostTable(p: PostView): string {
  const rows = [
    [p.kind === 'question' ? 'Question' : 'Answer', p.postId],
    ...(p.questionId === null ? [] : [['To question', p.questionId]]),
    ['Product', p.productId],
    ['Status', p.status],
    [
      'Written',
      `${shortDate(p.createdAt)} (${p.locale}) by ${p.nickname}${p.fromStaff ? ', staff' : ''}${p.consumerNo === null ? '' : `, consumer ${p.consumerNo}`}`,
    ],
  ];
  return `${alignedTable(rows)}\n${p.text}\n`;
}

async function listPosts(options: QuestionsOptions, context: CommandContext): Promise<void> {
  const command = 'reviews questions';
  const status = options.status?.toLowerCase() ?? 'pending';
  if (!isStatus(status)) return reportUsage(context, command, `"${options.status}" is not a status: pending, published or rejected`);
  const limit = listLimit(options.limit);
  if (limit === null) return reportUsage(context, command, '--limit takes a whole number from 1 to 100');
  const token = await requireAgentToken(context, command);
  if (token === undefined) return;
  const answer = await withProgress(
    context.io.stderr,
    `Reading the ${status} questions and answers`,
    callApi(apiUrlOf(options, context.io.env), 'listQuestionsForModeration', { query: { status, limit } }, token),
  );
  if (!answer.ok) return reportFailure(context, command, answer.failure);
  context.io.stdout.write(options.json === true ? `${JSON.stringify(answer.value.posts)}\n` : postsTable(answer.value.posts, status));
}

async function decidePost(postId: string, options: QuestionsOptions, context: CommandContext): Promise<void> {
  const command = 'reviews questions';
  if (!QUESTION_ID_PATTERN.test(postId) && !ANSWER_ID_PATTERN.test(postId))
    return reportUsage(context, command, `"${postId}" is not a question or answer id (qn- or an- and lower-case letters, digits or dashes)`);
  if (options.publish === options.reject) return reportUsage(context, command, 'a question or answer is moderated with one of --publish or --reject');
  const status = options.publish === true ? 'published' : 'rejected';
  const token = await requireAgentToken(context, command);
  if (token === undefined) return;
  const answer = await withProgress(
    context.io.stderr,
    `${status === 'published' ? 'Publishing' : 'Rejecting'} ${postId}`,
    callApi(apiUrlOf(options, context.io.env), 'moderateQuestion', { params: { postId }, body: { status } }, token),
  );
  if (!answer.ok) return reportFailure(context, command, answer.failure);
  context.io.stdout.write(options.json === true ? `${JSON.stringify(answer.value.post)}\n` : moderatedPostTable(answer.value.post));
}

/**
 * Adds `stride reviews moderate` (support staff list the hidden and flagged reviews, and publish or hide one) and
 * `stride reviews questions` (they publish or reject shoppers' questions and answers).
 */
export function registerReviewsCommands(program: Command, context: CommandContext): void {
  const reviews = program.command('reviews').description('product reviews: moderate what shoppers flagged; needs "stride login"');
  reviews
    .command('moderate [reviewId]')
    .description('without a review id, list the reviews waiting (hidden or flagged); with one, publish or hide it')
    .option('--filter <which>', 'attention (hidden or flagged), hidden or flagged (default: attention)')
    .option('--limit <n>', 'how many, 1 to 100 (default 20)')
    .option('--publish', 'show the review to shoppers again; its flags so far stop counting')
    .option('--hide', 'hide the review from shoppers')
    .option('--api-url <url>', 'the Stride API (default STRIDE_API_URL or http://localhost:3000)')
    .option('--json', 'print the reviews or the review as JSON')
    .addHelpText(
      'after',
      '\nExamples:\n  $ stride reviews moderate\n  $ stride reviews moderate --filter hidden --json\n  $ stride reviews moderate rv-3f9c2a7d10b4e8a61c55 --publish\n',
    )
    .action((reviewId: string | undefined, options: ModerateOptions) =>
      reviewId === undefined ? listWaiting(options, context) : decide(reviewId, options, context),
    );
  reviews
    .command('questions [postId]')
    .description('without an id, list the questions and answers waiting for moderation; with one, publish or reject it')
    .option('--status <which>', 'pending, published or rejected (default: pending)')
    .option('--limit <n>', 'how many, 1 to 100 (default 20)')
    .option('--publish', 'show the question or answer to shoppers')
    .option('--reject', 'never show it to shoppers')
    .option('--api-url <url>', 'the Stride API (default STRIDE_API_URL or http://localhost:3000)')
    .option('--json', 'print the list or the question or answer as JSON')
    .addHelpText(
      'after',
      '\nExamples:\n  $ stride reviews questions\n  $ stride reviews questions --status rejected --json\n  $ stride reviews questions qn-3f9c2a7d10b4e8a61c55 --publish\n',
    )
    .action((postId: string | undefined, options: QuestionsOptions) =>
      postId === undefined ? listPosts(options, context) : decidePost(postId, options, context),
    );
}
