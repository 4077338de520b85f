/** The meta the server writes into every page when the captcha is on: `development` or `enterprise:{siteKey}`. */
export const CAPTCHA_META = 'stride:captcha';
