import type { ReviewTranslator, TranslationRequest } from '@stride/domain/reviews';
import { z } from 'zod';
import type { FetchLike } from '../browser/stride-api-client.js';

export interface DeeplReviewTranslatorOptions {
  readonly fetch: FetchLike;
  /** The API's base URL: `https://api-free.deepl.com`, `https://api.deepl.com`, or any DeepL-compatible service. */
  readonly baseUrl: string;
  readonly apiKey: string;
}

/** What the provider answers: one translation per text sent, in order. */
const answerSchema = z.object({ translations: z.array(z.object({ text: z.string().max(20_000) })).length(2) });

/**
 * DeepL's target language of a reader's language: English and Portuguese need their variant (`EN-US`, `PT-PT`);
 * the others are the language in upper case.
 * @example deeplTargetLanguage('en') // 'EN-US'
 */
export function deeplTargetLanguage(language: string): string {
  if (language === 'en') return 'EN-US';
  if (language === 'pt') return 'PT-PT';
  return language.toUpperCase();
}

/**
 * A review translator over a DeepL-compatible HTTP API (`POST {baseUrl}/v2/translate`, `DeepL-Auth-Key` header, the
 * title and the text in one call). Rejects on a network failure, a non-2xx answer or an answer of another shape.
 * @example createDeeplReviewTranslator({ fetch, baseUrl: 'https://api-free.deepl.com', apiKey })
 */
export function createDeeplReviewTranslator(options: DeeplReviewTranslatorOptions): ReviewTranslator {
  const endpoint = new URL('/v2/translate', options.baseUrl).toString();
  return {
    name: 'deepl',
    async translate(request: TranslationRequest) {
      const response = await options.fetch(endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json', authorization: `DeepL-Auth-Key ${options.apiKey}` },
        body: JSON.stringify({
          text: [request.title, request.text],
          source_lang: request.from.toUpperCase(),
          target_lang: deeplTargetLanguage(request.to),
        }),
      });
      if (!response.ok) throw new Error(`the translation provider answered ${response.status}`);
      const answer = answerSchema.parse(await response.json());
      const [title, text] = answer.translations;
      if (title === undefined || text === undefined) throw new Error('the translation provider answered fewer texts than sent');
      return { title: title.text, text: text.text };
    },
  };
}
