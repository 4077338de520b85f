// PostgreSQL repositories of the lists slice (issue 3).
export { PgShopperListRepository } from './pg-shopper-list-repository.js';
export { PgSavedForLaterRepository } from './pg-saved-for-later-repository.js';
export { PgFavoritesRepository } from './pg-favorites-repository.js';
