export { hmacAccessTokens, type HmacAccessTokens } from './hmac-access-tokens.js';
export { scryptPasswordHasher } from './scrypt-password-hasher.js';
export { randomOpaqueTokens } from './random-opaque-tokens.js';
export { developmentCaptchaVerifier, FAILING_CAPTCHA_TOKEN } from './development-captcha-verifier.js';
export { hmacLoyaltyTokens, loyaltyTokenKey, verifyLoyaltyToken, LOYALTY_TOKEN_TYPE } from './hmac-loyalty-tokens.js';
