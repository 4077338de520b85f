export { moneyOf } from './money.js';
export { isCurrencyCode } from './currency-code.js';
export { currencyCodeSchema } from './money.schema.js';
export type { CurrencyCode, Money } from './money.js';
export { currencyExponent } from './currency-exponent.js';
export { allocateDiscountAcrossLines } from './allocate-money.js';
export { toMajorUnits, fromMajorUnits } from './major-units.js';
export { roundPercentage, discountPercentage } from './discount-percentage.js';
export { formatMoney } from './format-money.js';
