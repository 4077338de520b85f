import type { SupportMessageId } from './en-US.js';

// Français (Canada).
export const supportFrCA: Readonly<Record<SupportMessageId, string>> = {
  'category.orders': 'Commandes et livraison',
  'category.returns': 'Retours et remboursements',
  'category.products': 'Produits et pointures',
  'category.account': 'Compte et Stride Récompenses',
  'category.other': 'Autre chose',
  'subject.order-status': 'Où est ma commande?',
  'subject.change-order': 'Modifier ou annuler ma commande',
  'subject.missing-item': 'Il manque un article',
  'subject.damaged-item': 'Un article est arrivé endommagé',
  'subject.start-return': 'Faire un retour',
  'subject.refund-status': 'Où est mon remboursement?',
  'subject.exchange': 'Échanger contre une autre pointure ou couleur',
  'subject.sizing': 'Aide pour la pointure',
  'subject.product-question': 'Une question sur un produit',
  'subject.product-defect': 'Un produit est défectueux (garantie)',
  'subject.sign-in': 'Connexion',
  'subject.rewards': 'Points et bons Stride Récompenses',
  'subject.privacy': 'Mes données et ma vie privée',
  'subject.feedback': 'Un commentaire sur Stride',
  'subject.something-else': 'Toute autre question',
};
