import { useEffect, useState, type ComponentType, type ReactElement } from 'react';
import type { CmsPage, ContentBlock } from '@stride/domain/content';
import { contentRouteAddresses } from '@stride/application/content-route-addresses';
import { useApi } from '../../app/services-context.js';
import { useMessages } from '../../i18n/messages.js';
import { Dialog } from '../../ui/dialog.js';
import { loadBlockRenderer } from '../content-sections.js';
import { SIZE_CHART_DIALOG } from './size-chart-link.js';
import '../content.css';

type BlockComponent = ComponentType<{ readonly block: ContentBlock }>;
type Loaded =
  | { readonly status: 'loading' }
  | { readonly status: 'failed' }
  | { readonly status: 'done'; readonly sections: CmsPage['sections']; readonly Block: BlockComponent };

/**
 * The size chart of a product type from the content (`/fapi/components/size-chart/{productType}`), with the foot-size
 * guide (`/fapi/components/foot-sizes`) and the comparison of the shoe lines (`/fapi/components/compare`: drop,
 * cushioning, fit) under it for shoes; read when the dialog first opens.
 */
export function SizeChartDialog({ productType }: { readonly productType: string }): ReactElement {
  const { t } = useMessages();
  const api = useApi();
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    const footwear = productType === 'footwear';
    void Promise.all([
      api.with(contentRouteAddresses).call('getFapiSizeChartComponent', { params: { productType } }),
      footwear ? api.with(contentRouteAddresses).call('getFapiFootSizesComponent') : Promise.resolve(null),
      footwear ? api.with(contentRouteAddresses).call('getFapiCompareComponent') : Promise.resolve(null),
      loadBlockRenderer(),
    ]).then(([chart, guide, compare, Block]) => {
      if (!live) return;
      if (chart.isErr()) {
        setLoaded({ status: 'failed' });
        return;
      }
      // The guide and the comparison of the shoe lines are extras: a shoe's chart shows without them if they fail.
      const extra = [guide, compare].flatMap((answer) => (answer !== null && answer.isOk() ? answer.value.content.sections : []));
      setLoaded({ status: 'done', Block, sections: [...chart.value.content.sections, ...extra] });
    });
    return () => {
      live = false;
    };
  }, [api, productType]);
  return (
    <Dialog id={SIZE_CHART_DIALOG} title={t('sizeChart.title')} height="full">
      {loaded.status === 'loading' && <p role="status">{t('sizeChart.loading')}</p>}
      {loaded.status === 'failed' && (
        <div className="banner banner--error" role="alert">
          <p>{t('sizeChart.failed')}</p>
        </div>
      )}
      {loaded.status === 'done' && (
        // The blocks render at once (no hydration to wait for: the dialog exists only in the browser).
        <div className="size-chart">
          {loaded.sections.flatMap((section, sectionIndex) =>
            section.items.map((block, index) => <loaded.Block key={`${sectionIndex}-${index}`} block={block} />),
          )}
        </div>
      )}
    </Dialog>
  );
}
