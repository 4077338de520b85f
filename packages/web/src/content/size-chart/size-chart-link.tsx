import { lazy, Suspense, useState, type ReactElement } from 'react';
import { useMessages } from '../../i18n/messages.js';
import { useDialogs } from '../../state/dialogs.js';

/** The product types with a size chart in the content (`/fapi/components/size-chart/{productType}`). */
export const SIZE_CHART_PRODUCT_TYPES: readonly string[] = ['footwear', 'apparel'];
export const SIZE_CHART_DIALOG = 'size-chart';

const loadSizeChart = () => import('./size-chart-dialog.js');
const SizeChartDialog = lazy(() => loadSizeChart().then((module) => ({ default: module.SizeChartDialog })));

/**
 * "Size chart" beside a product's size picker: opens the size chart of the product's type (and the foot-size guide
 * for shoes) in a dialog, a chunk of its own fetched on hover, focus or the first click. Nothing for a product type
 * without a chart (gear, gift cards).
 */
export function SizeChartLink({ productType }: { readonly productType: string | undefined }): ReactElement | null {
  const { t } = useMessages();
  const dialogs = useDialogs();
  const wanted = dialogs.isOpen(SIZE_CHART_DIALOG);
  const [mounted, setMounted] = useState(false);
  if (wanted && !mounted) setMounted(true);
  if (productType === undefined || !SIZE_CHART_PRODUCT_TYPES.includes(productType)) return null;
  const preload = () => void loadSizeChart();
  return (
    <>
      <button type="button" className="link-button size-chart-link" onClick={() => dialogs.open(SIZE_CHART_DIALOG)} onPointerEnter={preload} onFocus={preload}>
        {t('sizeChart.open')}
      </button>
      {(mounted || wanted) && (
        <Suspense fallback={null}>
          <SizeChartDialog productType={productType} />
        </Suspense>
      )}
    </>
  );
}
