import { mkdirSync } from 'node:fs';
import { hydrated, seriousAxeViolations, viewport, watchProblems } from './browser.fixture.js';
import { expect, test } from './store.fixture.js';

// Contact us: the customer-care page of the content service with the form that opens a case, on a phone.
const SHOTS = '/tmp/shots/contact-us';

test.use({ storeName: 'contact-us' });

test('a visitor on a phone writes to customer care: a too-short message is refused before sending, then the case number is shown and the case kept', async ({
  page,
  store,
}) => {
  mkdirSync(SHOTS, { recursive: true });
  await page.setViewportSize(viewport(375));
  const problems = watchProblems(page);
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/consumers-v3/contactus') sent.push(request.url());
  });
  await page.goto('/en-us/help/contact-us');
  await hydrated(page);
  await page.getByRole('heading', { level: 1, name: 'Contact us' }).waitFor();
  await page.getByRole('heading', { name: 'We are here to help' }).waitFor();
  await page.getByRole('link', { name: '1-800-555-0142' }).waitFor();

  const form = page.getByRole('region', { name: 'Write to us' });
  await form.getByLabel('Category').selectOption({ label: 'Returns and refunds' });
  await form.getByLabel('Subject').selectOption({ label: 'Exchange for another size or color' });
  await form.getByLabel('First name').fill('Ada');
  await form.getByLabel('Last name').fill('Caring');
  await form.getByLabel('Email').fill('ada.caring@stride.example');
  await form.getByLabel('Order number (optional)').fill('st1234567890');
  const message = form.getByLabel('Your message');
  await message.fill('Too short');
  await form.getByRole('button', { name: 'Send the message' }).click();
  await expect(message).toHaveAttribute('aria-invalid', 'true');
  await expect(message).toHaveAccessibleDescription(/Must be at least 10 characters/);
  expect(sent).toEqual([]);

  const text = 'The shoes are half a size too small: may I have them in 10.5 instead?';
  await message.fill(text);
  await form.getByText(`${text.length} of 2000 characters (at least 10)`).waitFor();
  await form.getByRole('button', { name: 'Send the message' }).click();
  const thanks = form
    .getByRole('status')
    .filter({ hasText: /^Thank you\. Your case number is CS\d{10}; we will answer at ada\.caring@stride\.example within one business day\.$/ });
  await thanks.waitFor();
  const caseNumber = /CS\d{10}/.exec((await thanks.textContent()) ?? '')?.[0];
  expect(caseNumber).toMatch(/^CS\d{10}$/);
  expect(sent).toHaveLength(1);
  const rows = await store
    .sqlClient()
    .query<{ category_id: string; subject_id: string; email: string; order_number: string | null }>(
      'SELECT category_id, subject_id, email, order_number FROM support_cases WHERE case_number = $1',
      [caseNumber],
    );
  expect(rows).toEqual([{ category_id: 'returns', subject_id: 'exchange', email: 'ada.caring@stride.example', order_number: 'ST1234567890' }]);
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/contact-us-375.png`, fullPage: true });
  expect(problems).toEqual([]);
});

test('the French page speaks French: the content, the form and its categories', async ({ page }) => {
  const problems = watchProblems(page);
  await page.goto('/fr-ca/help/contact-us');
  await hydrated(page);
  const form = page.getByRole('region', { name: 'Écrivez-nous' });
  const category = form.getByLabel('Catégorie');
  await expect(category.getByRole('option', { name: 'Retours et remboursements' })).toHaveCount(1);
  await category.selectOption({ label: 'Retours et remboursements' });
  await expect(form.getByLabel('Sujet').getByRole('option', { name: 'Échanger contre une autre pointure ou couleur' })).toHaveCount(1);
  await form.getByRole('button', { name: 'Envoyer le message' }).click();
  await expect(form.getByLabel('Votre message')).toHaveAccessibleDescription(/Ce champ est obligatoire/);
  expect(problems).toEqual([]);
});
