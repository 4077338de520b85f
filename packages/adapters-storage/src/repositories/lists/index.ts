// PostgreSQL repositories of the lists slice.
export { PgShopperListRepository } from './pg-shopper-list-repository.js';
export { PgSavedForLaterRepository } from './pg-saved-for-later-repository.js';
export { PgFavoritesRepository } from './pg-favorites-repository.js';
