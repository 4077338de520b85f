/** What a translation provider is asked: a review's title and text, from one language into another. */
export interface TranslationRequest {
  readonly title: string;
  readonly text: string;
  /** The review's language (`fr`). */
  readonly from: string;
  /** The reader's language (`en`). */
  readonly to: string;
}

/** A provider's translation of a title and text. */
export interface TranslatedText {
  readonly title: string;
  readonly text: string;
}

/**
 * A machine translation provider (a DeepL-compatible API). Rejects on a network failure or an answer it cannot
 * read; the use case answers TRANSLATION_FAILED then.
 */
export interface ReviewTranslator {
  /** The provider's name as translations record it (`deepl`). */
  readonly name: string;
  translate(request: TranslationRequest): Promise<TranslatedText>;
}
