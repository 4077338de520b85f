import type { ReactElement } from 'react';

const MARK = '\u0001';

/**
 * A message with a `{name}` placeholder, shown with the name for screen readers only: "Move
 * <hidden>Pace Runner</hidden> to cart" reads in full and shows "Move to cart", in the word order of
 * the page's language. The button's name stays its content, so what is seen is part of what is heard.
 * @example <HiddenName message={(name) => t('saved.moveToCartLabel', { name })} name={item.name} />
 */
export function HiddenName({ message, name }: { readonly message: (name: string) => string; readonly name: string }): ReactElement {
  const [before = '', after = ''] = message(MARK).split(MARK);
  return (
    <>
      {before}
      <span className="visually-hidden">{name}</span>
      {after}
    </>
  );
}
