import { z } from 'zod';
import { CONTENT_LIMITS } from './limits.js';
import { benefitBarBlockSchema, megaMenuNodeSchema } from './navigation.js';
import { popupSchema } from './dialogs.js';
import { promoBarBlockSchema } from './media.js';
import { targetSchema } from './common.js';

/** A site's menu: first-level nodes with up to two levels below. */
export const menuSchema = z.strictObject({
  items: z.array(megaMenuNodeSchema).min(1).max(CONTENT_LIMITS.menuNodes),
});
export type MenuContent = z.infer<typeof menuSchema>;

/** A site's pop-ups, in the order they are offered; the first not yet dismissed opens. */
export const popupsSchema = z.strictObject({
  popups: z.array(popupSchema).max(CONTENT_LIMITS.popups),
});
export type PopupsContent = z.infer<typeof popupsSchema>;

/** The header's utility content: benefit bar, promo bar and utility links. */
export const utilitySchema = z.strictObject({
  benefitBar: benefitBarBlockSchema.nullish(),
  promoBar: promoBarBlockSchema.nullish(),
  links: z.array(targetSchema).max(CONTENT_LIMITS.targets).nullish(),
});
export type UtilityContent = z.infer<typeof utilitySchema>;
