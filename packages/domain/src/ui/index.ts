export {
  TOAST_QUEUE_INITIAL,
  TOAST_TICK_MS,
  toastQueueReducer,
  type Toast,
  type ToastQueueAction,
  type ToastQueueState,
  type ToastVariant,
} from './toast-queue.js';
export {
  DIALOG_STACK_INITIAL,
  DIALOG_TRANSITION_MS,
  dialogStackReducer,
  topOpenDialog,
  type DialogEntry,
  type DialogStackAction,
  type DialogStackState,
} from './dialog-stack.js';
export { DIALOG_PANEL_HEIGHTS, dialogPanelLayout, type DialogPanelHeight, type DialogPanelLayout, type UiBreakpoint } from './dialog-panel.js';
export {
  PAGINATION_BOUNDARY_COUNT,
  PAGINATION_DEFAULT_PAGE,
  PAGINATION_SIBLING_COUNT,
  paginationItems,
  type PaginationInput,
  type PaginationItem,
} from './pagination.js';
export { GIFT_CARD_MASK_CHAR, GIFT_CARD_VISIBLE_DIGITS, maskGiftCardNumber } from './gift-card-label.js';
export {
  IMAGE_TRANSFORM_DEFAULT_SHARPEN,
  IMAGE_TRANSFORM_DEVICE_PIXEL_RATIO,
  IMAGE_TRANSFORM_QUALITY,
  imageTransformParams,
  type ImageTransformParams,
} from './image-transform.js';
