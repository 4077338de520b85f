// Server-side use cases of the content service: read, import and publish versioned content documents.
export { DEFAULT_CMS_ENVIRONMENT, contentAnswer, withoutNulls } from './content-answer.js';
export { readContentDocument, type ContentReadProblem } from './read-content-document.js';
export { contentVersionDraft, importContentDocuments, validateContentSources, type ContentRefusal, type ContentSource } from './import-content-documents.js';
export { espotSectionsOn } from './espot-sections-on.js';
export { articleCardOf, readArticleCards, showcaseItemPath } from './read-articles.js';
