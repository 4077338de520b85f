import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The project's own ESLint config on planted web code: a JSX text literal (or a literal that a
// shopper reads in an attribute) outside the message catalogue fails `npm run lint`.
const eslint = new ESLint({ cwd: new URL('../..', import.meta.url).pathname });
const RULE = 'stride-i18n/no-untranslated-jsx';

async function problems(code: string, filePath = 'packages/web/src/pages/planted-page.tsx'): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === RULE).map((m) => m.message);
}

describe('no JSX text outside the message catalogue', () => {
  it('fails on a planted text literal, a string child and a read attribute', async () => {
    const found = await problems(
      `export function Planted({ t }: { t: (id: string) => string }) {
  return (
    <section aria-label="Promotions">
      <button type="button">Add to cart</button>
      <p>{'Free shipping'}</p>
      <img src="/a.png" alt="A shoe" />
      <p>{t('cart.title')}</p>
    </section>
  );
}
`,
    );
    expect(found).toHaveLength(4);
    expect(found.join('\n')).toContain('"Add to cart"');
    expect(found.join('\n')).toContain('"Free shipping"');
  });

  it('passes text from the catalogue, punctuation, class names and tests', async () => {
    expect(await problems(`export const A = ({ t }: { t: (id: string) => string }) => <p className="price">{t('cart.title')} · × / 12</p>;\n`)).toEqual([]);
    expect(await problems(`export const A = () => <p>Test only</p>;\n`, 'packages/web/src/pages/planted-page.test.tsx')).toEqual([]);
  });
});
