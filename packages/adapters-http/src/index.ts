// The typed Stride API client (browser half re-exported) and the Node transports.
export * from './browser/index.js';
export { createUndiciFetch } from './node/undici-fetch.js';
export type { UndiciFetchOptions } from './node/undici-fetch.js';
export { checkedAnswers } from './node/checked-answers.js';
export { createDeeplReviewTranslator, deeplTargetLanguage } from './node/deepl-review-translator.js';
export type { DeeplReviewTranslatorOptions } from './node/deepl-review-translator.js';
export { createSandboxPayLaterProvider, sandboxPayLaterRefusal } from './node/sandbox-pay-later-provider.js';
export { createRecaptchaEnterpriseVerifier } from './node/recaptcha-enterprise-captcha-verifier.js';
export type { RecaptchaEnterpriseOptions } from './node/recaptcha-enterprise-captcha-verifier.js';
