// ESLint rule: no shopper-facing text written in JSX outside the message catalogue
// (packages/web/src/i18n/catalogues). Reports JSX text with a letter in it, a string literal
// written as a JSX child (`{'Add to cart'}`), and a string literal in an attribute a shopper reads
// or hears (aria-label, alt, title, placeholder, label, description). Text without a letter
// (`·`, `×`, `/`, digits) is punctuation and allowed. Write `{t('cart.title')}` instead.

const LETTER = /\p{L}/u;
const READ_ATTRIBUTES = new Set([
  'aria-label',
  'aria-description',
  'aria-roledescription',
  'aria-valuetext',
  'alt',
  'title',
  'placeholder',
  'label',
  'description',
]);

/** @type {import('eslint').Rule.RuleModule} */
export const noUntranslatedJsx = {
  meta: {
    type: 'problem',
    docs: { description: 'Shopper-facing JSX text comes from the message catalogue (t(id)), not a literal.' },
    schema: [],
    messages: {
      text: 'JSX text "{{text}}" is not from the message catalogue: add a key to packages/web/src/i18n/catalogues and write {t(...)}.',
      attribute: 'The {{name}} "{{text}}" is not from the message catalogue: add a key and write {{name}}={t(...)}.',
    },
  },
  create(context) {
    const short = (text) => text.trim().replace(/\s+/g, ' ').slice(0, 40);
    const stringOf = (node) => {
      if (node?.type === 'Literal' && typeof node.value === 'string') return node.value;
      if (node?.type === 'TemplateLiteral') return node.quasis.map((q) => q.value.cooked ?? '').join('');
      return null;
    };
    return {
      JSXText(node) {
        if (LETTER.test(node.value)) context.report({ node, messageId: 'text', data: { text: short(node.value) } });
      },
      JSXExpressionContainer(node) {
        if (node.parent?.type !== 'JSXElement' && node.parent?.type !== 'JSXFragment') return;
        const text = stringOf(node.expression);
        if (text !== null && LETTER.test(text)) context.report({ node, messageId: 'text', data: { text: short(text) } });
      },
      JSXAttribute(node) {
        const name = node.name.type === 'JSXIdentifier' ? node.name.name : null;
        if (name === null || !READ_ATTRIBUTES.has(name)) return;
        const value = node.value?.type === 'JSXExpressionContainer' ? node.value.expression : node.value;
        const text = stringOf(value);
        if (text !== null && LETTER.test(text)) context.report({ node, messageId: 'attribute', data: { name, text: short(text) } });
      },
    };
  },
};

export default { rules: { 'no-untranslated-jsx': noUntranslatedJsx } };
