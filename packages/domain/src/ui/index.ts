export { TOAST_QUEUE_INITIAL, TOAST_TICK_MS, toastQueueReducer, type ToastVariant } from './toast-queue.js';
export { DIALOG_STACK_INITIAL, DIALOG_TRANSITION_MS, dialogStackReducer, topOpenDialog } from './dialog-stack.js';
export type { DialogPanelHeight } from './dialog-panel.js';
export { PAGINATION_DEFAULT_PAGE, paginationItems } from './pagination.js';
export { maskGiftCardNumber } from './gift-card-label.js';
