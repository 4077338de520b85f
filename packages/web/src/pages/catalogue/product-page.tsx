import type { ReactElement } from 'react';
import { PageHead } from '../../ui/page-head.js';

/** Placeholder: this page is being built (issue 4). */
export function Page(): ReactElement {
  return (
    <>
      <PageHead title="Product" description="Product" path="/" noIndex />
      <h1>Product</h1>
    </>
  );
}
