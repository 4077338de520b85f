import { useMemo, useState, type FormEvent, type ReactElement } from 'react';
import type { QuickShopSelection } from '@stride/domain/catalogue';
import type { ApiFailure, ProductDetailsAnswer } from '@stride/application/storefront';
import { notifyMeRouteAddresses } from '@stride/application/notify-me-route-addresses';
import { useApi } from '../../app/services-context.js';
import { FormField, fieldText } from '../../auth/form-field.js';
import { useMessages } from '../../i18n/messages.js';
import { useSession } from '../../state/session.js';
import { shopperErrorText } from '../../ui/api-error-text.js';

export interface NotifyMeFormProps {
  readonly product: ProductDetailsAnswer;
  /** The shopper's choice: notify me watches the variant it resolves to. */
  readonly selection: QuickShopSelection;
}

/**
 * The variant whose every attribute the selection chose, and its size's label (null for a one-size product); null
 * until one resolves. Read here rather than from product-selection.ts, so this chunk shares no module with the pages'
 * first load and the bundler keeps their chunks as they are.
 */
function watchedSize(product: ProductDetailsAnswer, selection: QuickShopSelection): { variantId: string; sizeLabel: string | null } | null {
  const variant = product.variants.find((v) => Object.entries(v.attributes).every(([type, optionId]) => selection[type] === optionId));
  if (variant === undefined) return null;
  const size = product.attributes.find((a) => a.type === 'size');
  const option = size?.options.find((o) => o.id === selection['size']);
  return { variantId: variant.id, sizeLabel: size === undefined || size.options.length <= 1 ? null : (option?.label ?? null) };
}

type State = { readonly kind: 'idle' | 'sending' } | { readonly kind: 'done'; readonly email: string } | { readonly kind: 'failed'; readonly message: string };

/**
 * Notify me for a sold-out size (`PUT /products/v1/notifications`): a guest gives an address, a signed-in shopper is
 * written to at their account's. Loaded as its own chunk when a sold-out size is chosen, so no page's first load pays.
 */
export function NotifyMeForm({ product, selection }: NotifyMeFormProps): ReactElement {
  const { t } = useMessages();
  const watched = watchedSize(product, selection);
  // Before a size is chosen (a sold-out product) there is nothing to wait for yet: the disabled out-of-stock action.
  if (watched === null) {
    return (
      <button type="button" className="button-primary purchase-actions__main" disabled>
        {t('stock.out')}
      </button>
    );
  }
  // A new size is a new form: what was said about the previous one does not carry over.
  return <NotifyMeSizeForm key={watched.variantId} productId={product.id} {...watched} />;
}

function NotifyMeSizeForm({ productId, variantId, sizeLabel }: { productId: string; variantId: string; sizeLabel: string | null }): ReactElement {
  const messages = useMessages();
  const { t } = messages;
  const { signedIn } = useSession();
  const base = useApi();
  const api = useMemo(() => base.with(notifyMeRouteAddresses), [base]);
  const [state, setState] = useState<State>({ kind: 'idle' });
  const failureText = (failure: ApiFailure) =>
    failure.kind === 'answer'
      ? shopperErrorText(messages, failure.error.message, failure.error.errorId)
      : t(failure.kind === 'network' ? 'error.network' : 'error.bug');

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (state.kind === 'sending') return;
    const email = fieldText(new FormData(event.currentTarget), 'email').trim();
    setState({ kind: 'sending' });
    const answer = await api.call('requestStockNotification', { body: { productId, variantId, ...(signedIn || email === '' ? {} : { email }) } });
    setState(answer.isOk() ? { kind: 'done', email: answer.value.email } : { kind: 'failed', message: failureText(answer.error) });
  };

  if (state.kind === 'done') {
    return (
      <p className="notify-me__done" role="status">
        {sizeLabel === null ? t('notifyMe.doneNoSize', { email: state.email }) : t('notifyMe.done', { email: state.email, size: sizeLabel })}
      </p>
    );
  }
  return (
    <form className="notify-me" onSubmit={(event) => void submit(event)} noValidate={false}>
      <p className="notify-me__intro">{signedIn ? t('notifyMe.introSignedIn') : t('notifyMe.intro')}</p>
      {signedIn ? null : <FormField label={t('notifyMe.email')} name="email" type="email" autoComplete="email" required maxLength={100} />}
      {state.kind === 'failed' ? (
        <p className="field-error" role="alert">
          {state.message}
        </p>
      ) : null}
      <button type="submit" className="button-primary purchase-actions__main" aria-disabled={state.kind === 'sending' ? 'true' : undefined}>
        {state.kind === 'sending' ? t('notifyMe.sending') : t('notifyMe.button')}
      </button>
    </form>
  );
}
