import type { Page } from '@playwright/test';
import { demoData } from '../testing/demo-variants.js';
import { hydrated, watchProblems, closeMiniCart } from './browser.fixture.js';
import { expect, test, onceInStore } from './store.fixture.js';

// The Quebec shopper's journey on /fr-ca, all through the UI: a category list, a product, add to
// cart, the cart, checkout to the confirmation page. Every step is in French, money in French
// Canadian format with the CAD code, and none of the English UI words below shows on any step.
test.use({ storeName: 'fr-ca' });

const GUEST_RENEWAL = 401;
/** The refused card's answer (PAY400), which the journey provokes on purpose. */
const PAYMENT_REFUSED = 402;
const SHOE = 'SR0045600';
/** Flame Red, as the catalogue names it in French (catalogue_translations). */
const COLOUR = 'Rouge flamme';

/** English UI words that must not appear on the French site (product names and colours are catalogue data, not UI). */
const ENGLISH_UI = [
  'Add to cart',
  'Checkout',
  'Cart',
  'Shipping',
  'Continue',
  'Place order',
  'Size',
  'Colour',
  'Color',
  'Quantity',
  'Remove',
  'Subtotal',
  'Sign in',
  'Search',
  'Total due',
  'Free',
  'Loading',
  'Order summary',
  // Category names (header menu, breadcrumbs, filters) and promotion texts, catalogue data worded through catalogue_translations.
  'Men',
  'Women',
  'Kids',
  'Shoes',
  'Running',
  'Apparel',
  'Gear',
  'Accessories',
  'Gift Cards',
  'Sale',
  'Free crew socks',
  'Spend',
  'Everyday Crew Socks',
  'One Size',
  'Stride Rewards',
];

/** The words of the deny list found in the page's visible text (header, page and footer). */
async function englishOnPage(page: Page): Promise<string[]> {
  const text = await page.locator('body').innerText();
  return ENGLISH_UI.filter((word) => new RegExp(`\\b${word}\\b`).test(text));
}

/** "095" → "9,5" (a French decimal comma), "100" → "10". */
function sizeValue(code: string): string {
  const tenths = Number(code);
  return tenths % 10 === 0 ? String(tenths / 10) : (tenths / 10).toFixed(1).replace('.', ',');
}

let url: string;

test.beforeEach(
  onceInStore(({ store }) => {
    url = store.server.url;
  }),
);

test('a Quebec shopper buys a shoe on /fr-ca, in French from the list to the confirmation', async ({ page }) => {
  const problems = watchProblems(page, [GUEST_RENEWAL, PAYMENT_REFUSED]);
  // A half size, which French writes with a decimal comma (9,5).
  const variant = demoData().variants.find((v) => v.id.startsWith(SHOE) && v.id.length === SHOE.length + 3 && v.id.endsWith('5') && v.onlineStock >= 3);
  expect(variant).toBeDefined();
  const size = sizeValue(variant?.id.slice(-3) ?? '');

  // The list: a category of the French site.
  await page.goto(`${url}/fr-ca/c/running-shoes-4100`);
  await hydrated(page);
  expect(await page.locator('html').getAttribute('lang')).toBe('fr-CA');
  await page.getByLabel('Trier par').waitFor();
  await expect(page.getByRole('navigation', { name: 'Fil d’Ariane' })).toContainText('Accueil');
  await expect(page.locator('.listing__count')).toContainText('produits');
  await expect(page.getByRole('button', { name: 'Rechercher' })).toBeVisible();
  await expect(page.locator('.product-grid')).toContainText(/\d+,\d{2}\sCAD/);
  expect(await englishOnPage(page), 'list').toEqual([]);

  // The product: from its tile on the list.
  await page.locator('.product-tile__link', { hasText: 'Pace Runner 3' }).first().click();
  await page.waitForURL(/\/fr-ca\/p\/.+-SR0045600/);
  await page.getByRole('radiogroup', { name: 'Couleur' }).getByRole('radio', { name: COLOUR }).check();
  await page.getByRole('radiogroup', { name: 'Taille' }).getByRole('radio', { name: size, exact: true }).check();
  await expect(page.getByRole('heading', { level: 2, name: 'Détails' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Ramassage en magasin' })).toBeVisible();
  await expect(page.locator('.pdp__info .price')).toContainText(/\d+,\d{2}\sCAD/);
  expect(await englishOnPage(page), 'product').toEqual([]);
  await page.getByRole('button', { name: 'Ajouter au panier' }).click();
  await page.getByTestId('toast').filter({ hasText: 'Ajouté au panier' }).waitFor();
  await page.getByRole('dialog', { name: 'Ajouté à votre panier' }).waitFor();
  expect(await englishOnPage(page), 'product after adding').toEqual([]);
  await closeMiniCart(page, 'Ajouté à votre panier');

  // The cart.
  await page.getByRole('link', { name: /^Panier, \d+ articles?$/ }).click();
  await page.getByRole('heading', { level: 1, name: 'Panier' }).waitFor();
  await page.getByRole('heading', { level: 2, name: 'Résumé de la commande' }).waitFor();
  await expect(page.getByText(/^Sous-total \(\d+ articles?\)$/)).toBeVisible();
  await expect(page.getByLabel('Quantité').first()).toBeVisible();
  await expect(page.getByRole('button', { name: /^Retirer / }).first()).toBeVisible();
  await expect(page.getByTestId('cart-total')).toHaveText(/^\d+,\d{2}\sCAD$/);
  await expect(page.locator('main')).toContainText(COLOUR);
  await expect(page.locator('main')).toContainText(new RegExp(`(?<![\\d,])${size}(?![\\d,])`));
  await expect(page.getByTestId('loyalty-shipping-benefit')).toContainText('Les membres Stride Récompenses');
  expect(await englishOnPage(page), 'cart').toEqual([]);

  // Checkout: shipping to a Montréal address.
  await page.getByRole('link', { name: 'Passer à la caisse' }).click();
  await page.waitForURL(/\/checkout$/);
  await page.getByRole('heading', { level: 1, name: 'Caisse' }).waitFor();
  await page.getByRole('heading', { level: 2, name: 'Livraison' }).waitFor();
  await page.getByLabel('Prénom', { exact: true }).fill('Gabrielle');
  await page.getByLabel('Nom', { exact: true }).fill('Roy');
  await page.getByLabel('Adresse', { exact: true }).fill('1200, rue Peel');
  await page.getByLabel('Ville', { exact: true }).fill('Montréal');
  await page.getByLabel('Province', { exact: true }).fill('QC');
  await page.getByLabel('Code postal', { exact: true }).fill('H3B 1K9');
  await page.getByLabel('Téléphone', { exact: true }).fill('5145550123');
  await page.getByLabel('Courriel', { exact: true }).fill('gabrielle.roy@example.com');
  const first = page.getByRole('group', { name: 'Mode de livraison' }).getByRole('radio').first();
  await first.waitFor();
  await expect(page.getByRole('group', { name: 'Mode de livraison' })).toContainText('jours ouvrables');
  expect(await englishOnPage(page), 'checkout shipping').toEqual([]);
  await page.getByRole('button', { name: 'Continuer vers la facturation' }).click();

  // Billing: first a card the bank refuses; the checkout words PAY400 in French, not as the bff's English.
  await page.getByLabel('Numéro de carte', { exact: true }).fill('4000 0000 0000 0002');
  await page.getByLabel('Expiration (MM/AA)', { exact: true }).fill('12/31');
  await page.getByLabel('Code de sécurité', { exact: true }).fill('123');
  await page.getByLabel('Nom sur la carte', { exact: true }).fill('Gabrielle Roy');
  await page.getByRole('button', { name: 'Continuer vers le résumé' }).click();
  await page.getByRole('button', { name: 'Passer la commande' }).click();
  const refused = page.getByTestId('toast').filter({ hasText: 'Votre commande n’a pas été passée' });
  await expect(refused).toContainText('Votre paiement n’a pas pu être traité. Veuillez essayer un autre mode de paiement.');
  expect(await englishOnPage(page), 'checkout refused card').toEqual([]);
  await refused.getByRole('button').first().click();

  // Billing again, with a card that is authorised.
  await page.getByLabel('Numéro de carte', { exact: true }).fill('4111 1111 1111 1111');
  await page.getByLabel('Expiration (MM/AA)', { exact: true }).fill('12/31');
  await page.getByLabel('Code de sécurité', { exact: true }).fill('123');
  await page.getByLabel('Nom sur la carte', { exact: true }).fill('Gabrielle Roy');
  expect(await englishOnPage(page), 'checkout billing').toEqual([]);
  await page.getByRole('button', { name: 'Continuer vers le résumé' }).click();

  // Summary, then the order.
  await page.getByRole('button', { name: 'Passer la commande' }).waitFor();
  await page.getByText('VISA se terminant par 1111').waitFor();
  expect(await englishOnPage(page), 'checkout summary').toEqual([]);
  await page.getByRole('button', { name: 'Passer la commande' }).click();

  await page.waitForURL(/\/order-confirmation\?orderNumber=ST\d{10}$/);
  await page.getByRole('heading', { level: 1, name: 'Merci pour votre commande' }).waitFor();
  await expect(page.getByText('Numéro de commande')).toBeVisible();
  await page.getByText('VISA se terminant par 1111').first().waitFor();
  await expect(page.locator('.order-totals')).toContainText(/\d+,\d{2}\sCAD/);
  await expect(page.locator('main')).toContainText(COLOUR);
  await expect(page.locator('main')).toContainText(new RegExp(`(?<![\\d,])${size}(?![\\d,])`));
  expect(await englishOnPage(page), 'confirmation').toEqual([]);
  expect(problems).toEqual([]);
});

test('a failed sign-in on /fr-ca is worded in French by its error code', async ({ page }) => {
  await page.goto(`${url}/fr-ca`);
  await hydrated(page);
  await page.getByRole('banner').getByRole('link', { name: 'Se connecter' }).click();
  const dialog = page.getByRole('dialog', { name: 'Bon retour' });
  await dialog.getByLabel('Courriel').fill('shopper@stride.example');
  await dialog.getByLabel('Mot de passe').fill('Not-the-password-1');
  await dialog.getByRole('button', { name: 'Se connecter', exact: true }).click();
  await expect(dialog.getByRole('alert')).toContainText('L’adresse courriel ou le mot de passe est incorrect.');
  expect(await englishOnPage(page), 'sign-in dialog').toEqual([]);
});
