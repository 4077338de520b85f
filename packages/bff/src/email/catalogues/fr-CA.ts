import type { EmailMessageId } from './en-US.js';

// Les courriels en français du Québec : « courriel », « magasiner », montants et dates au format fr-CA.
export const emailFrCA: Readonly<Record<EmailMessageId, string>> = {
  'backInStock.subject': '{name} est de retour en stock',
  'backInStock.body':
    'Bonne nouvelle : {name}, coloris {colour}, taille {size}, est de retour en stock.\n\nFaites vite : {link}\n\nVous nous avez demandé de vous prévenir une fois : c’est le seul courriel que nous vous envoyons à ce sujet.',
  'giftCard.amount': 'Montant : {amount}',
  'giftCard.howToUse':
    'Utilisez-la au paiement sur le site Stride : choisissez Carte-cadeau, puis entrez son numéro et son NIP. Conservez ce courriel : c’est le seul endroit où le NIP est écrit.',
  'giftCard.intro': 'Voici la carte-cadeau Stride de votre commande {orderNumber}.',
  'giftCard.introGift': 'Bonjour {name}, {sender} vous offre une carte-cadeau Stride.',
  'giftCard.introGiftUnsigned': 'Bonjour {name}, on vous offre une carte-cadeau Stride.',
  'giftCard.message': 'Son message : « {message} »',
  'giftCard.number': 'Numéro de la carte : {number}',
  'giftCard.pin': 'NIP : {pin}',
  'giftCard.resent': 'Ce courriel remplace un envoi précédent : la carte a un nouveau NIP et celui du courriel précédent ne fonctionne plus.',
  'giftCard.subject': 'Votre carte-cadeau Stride',
  'giftCard.subjectGift': 'Une carte-cadeau Stride pour {name}',
  'loyaltyConfirmation.body':
    'Bienvenue chez Stride Récompenses.\nPour confirmer votre adhésion et commencer à profiter de vos récompenses, ouvrez ce lien :\n{link}\nLe lien ne fonctionne qu’une fois, pendant 7 jours. Si vous ne vous êtes pas inscrit, ignorez ce courriel : rien ne se passera.',
  'loyaltyConfirmation.subject': 'Confirmez votre adhésion à Stride Récompenses',
  'newsletterConfirmation.body':
    'Merci de vous être abonné à l’infolettre Stride.\nPour confirmer votre adresse et commencer à la recevoir, ouvrez ce lien :\n{link}\nLe lien ne fonctionne qu’une fois, pendant 7 jours. Si vous ne vous êtes pas abonné, ignorez ce courriel : vous ne recevrez pas l’infolettre.',
  'newsletterConfirmation.subject': 'Confirmez votre abonnement à l’infolettre Stride',
  'orderConfirmation.discount': 'Rabais : −{amount}',
  'orderConfirmation.followUp': 'Vous pouvez suivre votre commande dans votre compte, ou avec votre numéro de commande et cette adresse courriel.',
  'orderConfirmation.gift': '{qty} × {name}, {colour}, taille {size} : cadeau offert',
  'orderConfirmation.intro': 'Merci pour votre commande. Nous l’avons bien reçue et vous enverrons un courriel à son expédition.',
  'orderConfirmation.itemTotal': 'Articles : {amount}',
  'orderConfirmation.link': 'Voir votre commande : {link}',
  'orderConfirmation.line': '{qty} × {name}, {colour}, taille {size} : {amount}',
  'orderConfirmation.placed': 'Commande {orderNumber}, passée le {date}',
  'orderConfirmation.shipping': 'Livraison : {amount}',
  'orderConfirmation.shippingFree': 'Livraison : gratuite',
  'orderConfirmation.subject': 'Votre commande Stride {orderNumber}',
  'orderConfirmation.tax': 'Taxes : {amount}',
  'orderConfirmation.total': 'Total : {amount}',
  'passwordReset.body':
    'Quelqu’un a demandé la réinitialisation du mot de passe de votre compte Stride.\nPour en choisir un nouveau, ouvrez ce lien :\n{link}\nLe lien ne fonctionne qu’une fois, pendant 30 minutes. Si ce n’était pas vous, ignorez ce courriel.',
  'passwordReset.subject': 'Réinitialisez votre mot de passe Stride',
};
