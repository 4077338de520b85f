import type { ReactElement } from 'react';

// Inlined rather than imported as a .css file: the server half is plain tsc output, which Node cannot
// import a stylesheet from. React 19 hoists this <style> into <head> once (href + precedence).
const CHECKOUT_CSS = `
.checkout-page {
  max-width: 72rem;
  margin: 0 auto;
  padding: 1.5rem clamp(1rem, 4vw, 3rem) 3rem;
}

.checkout-page h1 {
  margin: 0 0 1rem;
  font-size: clamp(1.75rem, 4vw, 2.25rem);
}

.checkout-banner {
  margin: 0 0 1rem;
  padding: 0.75rem 1rem;
  border: 1px solid #b3261e;
  border-left-width: 6px;
  border-radius: 4px;
  background: #fdecea;
  color: #5f1410;
}

.checkout-layout {
  display: grid;
  gap: 2rem;
}

@media (min-width: 960px) {
  .checkout-layout {
    grid-template-columns: minmax(0, 1fr) 22rem;
    align-items: start;
  }
  .checkout-aside {
    position: sticky;
    top: 1rem;
  }
}

.checkout-steps {
  margin: 0;
  padding: 0;
  list-style: none;
}

.checkout-step {
  padding: 1rem 0 1.5rem;
  border-bottom: 1px solid #ddd;
}

.checkout-step__head {
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: 1rem;
}

.checkout-step h2 {
  margin: 0 0 0.75rem;
  font-size: 1.375rem;
  color: var(--muted);
}

.checkout-step--current h2 {
  color: var(--ink);
}

.checkout-step h2:focus-visible {
  outline: 3px solid var(--accent);
  outline-offset: 2px;
}

.checkout-block {
  margin: 0 0 1.5rem;
  padding: 0;
  border: 0;
}

.checkout-block h3,
.checkout-block legend {
  margin: 0 0 0.75rem;
  padding: 0;
  font-size: 1.0625rem;
  font-weight: 700;
}

.address-form {
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
  gap: 0.75rem 1rem;
}

.form-field {
  display: flex;
  flex-direction: column;
  gap: 0.25rem;
}

.form-field--wide {
  grid-column: 1 / -1;
}

.form-field label {
  font-weight: 600;
  font-size: 0.9375rem;
}

.form-field input {
  min-height: 2.75rem;
  padding: 0.5rem 0.75rem;
  border: 1px solid #767676;
  border-radius: 4px;
  font: inherit;
}

.form-field input:focus-visible,
.radio-row input:focus-visible,
.checkbox-row input:focus-visible {
  outline: 3px solid var(--accent);
  outline-offset: 1px;
}

.form-field input[aria-invalid='true'] {
  border-color: #b3261e;
}

.field-error {
  margin: 0;
  color: #b3261e;
  font-size: 0.9375rem;
}

.form-note {
  margin: 0.25rem 0;
  color: var(--muted);
  font-size: 0.9375rem;
}

.radio-row,
.checkbox-row {
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.25rem 0.75rem;
  padding: 0.75rem;
  border: 1px solid #ccc;
  border-radius: 4px;
  margin-bottom: 0.5rem;
}

.radio-row input,
.checkbox-row input {
  width: 1.25rem;
  height: 1.25rem;
  margin: 0;
}

.radio-row label {
  font-weight: 600;
}

.radio-row__details {
  margin-left: auto;
  color: var(--muted);
}

.primary-button,
.secondary-button {
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: 2.75rem;
  padding: 0.625rem 1.5rem;
  border-radius: 999px;
  font: inherit;
  font-weight: 600;
  text-decoration: none;
  cursor: pointer;
}

.primary-button {
  border: 0;
  background: var(--ink);
  color: #fff;
}

.secondary-button {
  border: 1px solid var(--ink);
  background: #fff;
  color: var(--ink);
}

.primary-button:disabled,
.secondary-button:disabled {
  opacity: 0.55;
  cursor: not-allowed;
}

.primary-button--wide {
  width: 100%;
  margin-top: 1rem;
}

.link-button {
  padding: 0.25rem;
  border: 0;
  background: none;
  color: var(--accent);
  font: inherit;
  text-decoration: underline;
  cursor: pointer;
}

.button-row {
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  margin-top: 0.75rem;
}

.plain-list {
  margin: 0;
  padding: 0;
  list-style: none;
}

.plain-list li {
  padding: 0.25rem 0;
}

.applied-row {
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem;
}

.checkout-aside {
  padding: 1rem;
  border: 1px solid #ddd;
  border-radius: 8px;
  background: #fafafa;
}

.checkout-aside h2 {
  margin: 0 0 0.75rem;
  font-size: 1.25rem;
}

.checkout-items {
  margin: 0 0 1rem;
  padding: 0;
  list-style: none;
}

.checkout-item {
  display: grid;
  grid-template-columns: auto 1fr auto;
  gap: 0.75rem;
  align-items: start;
  padding: 0.5rem 0;
  border-bottom: 1px solid #e5e5e5;
}

.checkout-item:has(> :nth-child(2):last-child) {
  grid-template-columns: 1fr auto;
}

.checkout-item img {
  border-radius: 4px;
  background: #fff;
}

.checkout-item p {
  margin: 0;
}

.checkout-item__name {
  font-weight: 600;
}

.checkout-item__meta {
  color: var(--muted);
  font-size: 0.875rem;
}

.checkout-item__price {
  font-weight: 600;
  white-space: nowrap;
}

.order-totals {
  display: grid;
  grid-template-columns: 1fr auto;
  gap: 0.375rem 0;
  margin: 0;
}

.order-totals dt {
  padding-right: 1rem;
}

.order-totals dd {
  margin: 0;
  text-align: right;
}

.order-totals__total {
  padding-top: 0.5rem;
  border-top: 1px solid #ccc;
  font-weight: 700;
  font-size: 1.125rem;
}

.summary-grid {
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr));
  gap: 0 1.5rem;
}

.summary-grid address {
  font-style: normal;
  line-height: 1.5;
}

.order-number-line {
  font-size: 1.125rem;
}

.three-ds p {
  margin: 0 0 0.75rem;
}
`;

/** The checkout and confirmation pages' styles. */
export function CheckoutStyles(): ReactElement {
  return (
    <style href="stride-checkout" precedence="default">
      {CHECKOUT_CSS}
    </style>
  );
}
