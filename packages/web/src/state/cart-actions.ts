// The cart's changes (add, quantities, coupons, gift cards, saved for later, delivery): loaded by the cart state on
// the first change a shopper makes, so the first load of every page carries only the cart's read (the header's count).
export {
  addToCart,
  applyGiftCard,
  applyPromoCode,
  deliverHome,
  moveSavedToCart,
  pickUpAtStore,
  removeCartItem,
  removeGiftCard,
  removePromoCode,
  saveItemForLater,
  shipmentMethods,
  updateCartItemQty,
} from '@stride/application/storefront';
