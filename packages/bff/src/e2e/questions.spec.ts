import { mkdirSync } from 'node:fs';
import { api, expectOk } from '../api/checkout/checkout-http.fixture.js';
import { demoData } from '../testing/demo-variants.js';
import { hydrated, seriousAxeViolations, watchProblems } from './browser.fixture.js';
import { expect, test } from './store.fixture.js';

// Questions and answers on the product page: read the demo questions (the store's answers marked), find an answer
// helpful, sign in from the section and ask in the dialog (focus held inside, Escape closes it and focus comes back),
// support staff publish the question and answer it, and a shopper answers it too.
test.use({ storeName: 'questions' });

const SHOTS = '/tmp/shots/questions';
const SHOE = 'SR0045600';
const PASSWORD = 'Stride-demo-1';
const questions = demoData().reviewQuestions.filter((q) => q.productId === SHOE);

test('ask and answer a question: a shopper asks in the dialog, support staff publish and answer it, another answer waits', async ({ page, store }) => {
  mkdirSync(SHOTS, { recursive: true });
  // A guest's first vote is refused 401 before the browser takes a guest token and repeats it (app/browser-api.ts).
  const problems = watchProblems(page, [401]);
  const email = `asker.${Date.now()}@stride.example`;
  expectOk(
    await api(store.server.url, 'POST', '/consumers-v3/auth/signup', undefined, { firstName: 'Avery', lastName: 'Asker', email, password: PASSWORD }),
    'sign up',
  );

  await page.goto(`/en-us/p/stride-pace-runner-3-${SHOE}`);
  await hydrated(page);
  const section = page.getByRole('region', { name: 'Questions and answers' });
  await section.scrollIntoViewIfNeeded();
  const items = section.locator('li.question');
  await expect(items).toHaveCount(questions.length);
  await expect(section.getByText(`Showing 1–${questions.length} of ${questions.length} questions`)).toBeVisible();
  const sized = items.filter({ hasText: 'Does this run true to size' });
  await expect(sized.getByText('Stride staff')).toBeVisible();
  await expect(items.filter({ hasText: 'Quelle est la différence' }).getByText('No answers yet.')).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);

  // Helpful on a shopper's answer, once.
  const answer = sized.locator('li.answer').filter({ hasText: 'Marcus L.' });
  const helpful = answer.getByRole('button', { name: /^Helpful \((\d+)\)$/ });
  const before = Number(/\((\d+)\)/.exec((await helpful.textContent()) ?? '')?.[1]);
  await helpful.click();
  await expect(answer.getByRole('button', { name: `Helpful (${before + 1})` })).toBeDisabled();

  // A guest is asked to sign in first.
  await section.getByRole('button', { name: 'Sign in to ask a question' }).click();
  const signIn = page.getByRole('dialog', { name: 'Welcome back' });
  await signIn.getByLabel('Email').fill(email);
  await signIn.getByLabel('Password').fill(PASSWORD);
  await signIn.getByRole('button', { name: 'Sign in', exact: true }).click();
  await signIn.waitFor({ state: 'hidden' });

  // The dialog holds focus; Escape closes it and focus returns to the button that opened it.
  const ask = section.getByRole('button', { name: 'Ask a question' });
  await ask.click();
  const dialog = page.getByRole('dialog', { name: /^Your question about / });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Your question' }).focus();
  // The page behind is inert (a modal <dialog>): Tab never reaches it, past the last button it leaves the document for
  // the browser's own controls and comes back into the dialog.
  for (let n = 0; n < 8; n++) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((element) => element.contains(document.activeElement) || document.activeElement === document.body)).toBe(true);
  }
  await expect(dialog.locator(':focus')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(ask).toBeFocused();

  // Checked as the server checks it, then sent: it waits for the store's check.
  await ask.click();
  await dialog.getByRole('textbox', { name: 'Your question' }).fill('Wide?');
  await dialog.getByRole('button', { name: 'Send question' }).click();
  await expect(dialog.getByText('Must be at least 10 characters')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Your question' }).fill('Is there a wide version for flat feet?');
  await dialog.getByLabel('Name shown with your post').fill('Avery A.');
  await page.screenshot({ path: `${SHOTS}/ask-dialog-1440.png` });
  await dialog.getByRole('button', { name: 'Send question' }).click();
  const thanks = page.getByRole('dialog', { name: 'Thank you for your question' });
  await expect(thanks.getByText(/Our team checks every question/)).toBeVisible();
  await thanks.getByRole('button', { name: 'Done' }).click();
  await expect(thanks).toBeHidden();
  await expect(ask).toBeFocused();
  await expect(items).toHaveCount(questions.length);

  // Support staff publish it and answer it; the store's answer shows at once.
  const agent = expectOk(
    await api(store.server.url, 'POST', '/consumers-v3/consumer/agent/login', undefined, { username: 'employee@stride.example', password: PASSWORD }),
    'agent login',
  ).body.accessToken as string;
  const pending = expectOk(await api(store.server.url, 'GET', '/products/v1/agent/questions', agent), 'pending list').body.posts as {
    postId: string;
    text: string;
  }[];
  const asked = pending.find((p) => p.text === 'Is there a wide version for flat feet?');
  expect(asked).toBeDefined();
  expectOk(await api(store.server.url, 'POST', `/products/v1/agent/questions/${asked?.postId ?? ''}/moderate`, agent, { status: 'published' }), 'publish');
  expectOk(
    await api(store.server.url, 'POST', `/products/v1/products/${SHOE}/reviews/questions/${asked?.postId ?? ''}/answers`, agent, {
      text: 'Not yet: the standard width is roomy in the forefoot; a wide version comes next spring.',
      nickname: 'Stride Customer Care',
    }),
    'staff answer',
  );
  await page.reload();
  await hydrated(page);
  await section.scrollIntoViewIfNeeded();
  const mine = items.filter({ hasText: 'Is there a wide version for flat feet?' });
  await expect(mine).toBeVisible();
  await expect(mine.getByText(/^Asked by Avery A\. on /)).toBeVisible();
  await expect(mine.locator('li.answer').getByText('Stride staff')).toBeVisible();

  // The shopper answers another question: it waits for the store's check too.
  const open = items.filter({ hasText: 'Quelle est la différence' });
  await open.getByRole('button', { name: 'Answer this question' }).click();
  await open.getByRole('textbox', { name: 'Your answer' }).fill('Plus léger et plus souple à l’avant.');
  await open.getByLabel('Name shown with your post').fill('Avery A.');
  await open.getByRole('button', { name: 'Send answer' }).click();
  await expect(open.getByText('Thank you! Your answer will appear once our team has checked it.')).toBeVisible();
  await section.screenshot({ path: `${SHOTS}/questions-1440.png` });
  expect(problems).toEqual([]);
});
