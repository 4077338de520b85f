import type { ReactElement } from 'react';
import { PageHead } from '../../ui/page-head.js';

/** Placeholder: this page is being built (issue 4). */
export function Page(): ReactElement {
  return (
    <>
      <PageHead title="Forgot password" description="Forgot password" path="/" noIndex />
      <h1>Forgot password</h1>
    </>
  );
}
