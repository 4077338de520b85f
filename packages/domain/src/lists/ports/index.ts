export type {
  AddToListRefusal,
  ShopperListRepository,
  FavoritesRepository,
  MoveToSavedRefusal,
  SavedForLaterRepository,
} from './shopper-list-repository.port.js';
