export type {
  AddToListRefusal,
  ChangeSavedRefusal,
  SavedItemChange,
  ShopperListRepository,
  FavoritesRepository,
  MoveToSavedRefusal,
  SavedForLaterRepository,
} from './shopper-list-repository.port.js';
