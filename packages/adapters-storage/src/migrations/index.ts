import { commerceSchemaMigration } from '../commerce-schema/0002-commerce.js';
import { migration0001Init } from './0001_init.js';
import { migration0003LoyaltyEnrollment } from './0003_loyalty_enrollment.js';
import { migration0004Security } from './0004_security.js';
import { migration0005PriceAdjustmentAudit } from './0005_price_adjustment_audit.js';
import { migration0006Content } from './0006_content.js';
import { migration0007ExperimentsAnalytics } from './0007_experiments_analytics.js';
import { migration0008CatalogueTranslations } from './0008_catalogue_translations.js';
import { migration0009PromotionCurrencies } from './0009_promotion_currencies.js';
import { migration0010UserPhotos } from './0010_user_photos.js';
import { migration0011ConsumerProfileTypes } from './0011_consumer_profile_types.js';
import { migration0012AddressBookContact } from './0012_address_book_contact.js';
import { migration0013OrderFulfilment } from './0013_order_fulfilment.js';
import { migration0014FavoritesShare } from './0014_favorites_share.js';
import { migration0015ConsumerSubscriptions } from './0015_consumer_subscriptions.js';
import { migration0016SupportCases } from './0016_support_cases.js';
import { migration0017NewsletterSignups } from './0017_newsletter_signups.js';
import { migration0018SavedGiftCards } from './0018_saved_gift_cards.js';
import { migration0019InStoreSessions } from './0019_in_store_sessions.js';
import { migration0020WelcomePromo } from './0020_welcome_promo.js';
import { migration0021OrderGiftCards } from './0021_order_gift_cards.js';
import { migration0022ProsumerSpend } from './0022_prosumer_spend.js';
import { migration0023Reviews } from './0023_reviews.js';
import { migration0024Search } from './0024_search.js';
import { migration0025Questions } from './0025_questions.js';
import { migration0026StockNotifications } from './0026_stock_notifications.js';
import { migration0027OrderGroupSpend } from './0027_order_group_spend.js';
import { migration0033SearchGeneration } from './0033_search_generation.js';
import { migration0034BasketCreator } from './0034_basket_creator.js';
import { migration0035MediaReports } from './0035_media_reports.js';
import { migration0036PriceHistory } from './0036_price_history.js';
import { migration0028ProductSets } from './0028_product_sets.js';
import { migration0029ExpressWallet } from './0029_express_wallet.js';
import type { Migration } from './migration.js';

/** Stride's schema, step by step. Append new steps; never edit one that has shipped. */
export const migrations: readonly Migration[] = [
  migration0001Init,
  commerceSchemaMigration,
  migration0003LoyaltyEnrollment,
  migration0004Security,
  migration0005PriceAdjustmentAudit,
  migration0006Content,
  migration0007ExperimentsAnalytics,
  migration0008CatalogueTranslations,
  migration0009PromotionCurrencies,
  migration0010UserPhotos,
  migration0011ConsumerProfileTypes,
  migration0012AddressBookContact,
  migration0013OrderFulfilment,
  migration0014FavoritesShare,
  migration0015ConsumerSubscriptions,
  migration0016SupportCases,
  migration0017NewsletterSignups,
  migration0018SavedGiftCards,
  migration0019InStoreSessions,
  migration0020WelcomePromo,
  migration0021OrderGiftCards,
  migration0022ProsumerSpend,
  migration0023Reviews,
  migration0024Search,
  migration0025Questions,
  migration0026StockNotifications,
  migration0027OrderGroupSpend,
  migration0028ProductSets,
  migration0029ExpressWallet,
  migration0033SearchGeneration,
  migration0034BasketCreator,
  migration0035MediaReports,
  migration0036PriceHistory,
];
