import { useEffect, useState } from 'react';
import { useApi } from '../app/services-context.js';

/**
 * The names of the stores a page shows by id (pickup lines, order shipments), read once from the
 * store list when there is any: a shopper reads "Stride New York SoHo", never the internal "US101".
 * Until the list answers (or if it fails) the map is empty and callers show a neutral text.
 */
export function useStoreNames(needed: boolean): ReadonlyMap<string, string> {
  const api = useApi();
  const [names, setNames] = useState<ReadonlyMap<string, string>>(new Map());
  useEffect(() => {
    if (!needed) return;
    let live = true;
    void api.call('listStores').then((answer) => {
      if (live && answer.isOk()) setNames(new Map(answer.value.stores.map((s) => [s.storeId, s.name])));
    });
    return () => {
      live = false;
    };
  }, [api, needed]);
  return names;
}
