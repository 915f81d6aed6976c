import { api } from '../api';
import type { AppStore } from './store';

/*
 * A prerendered page carries the API answers it was rendered with (offers, services, cities…) in
 * a JSON element beside #root. The browser puts them in the store before hydrating, so its first
 * render is the page's HTML, content included; then it asks again, because the content may have
 * changed since the build.
 */

/** One API answer as the store caches it: endpoint, argument and (transformed) data. */
export type PageDataEntry = Parameters<typeof api.util.upsertQueryEntries>[0][number];

const PAGE_DATA_ELEMENT_ID = 'page-data';

/** The answers of a store's fulfilled reads, for the page rendered from it. */
export function fulfilledReads(store: AppStore): PageDataEntry[] {
  return Object.values(store.getState()[api.reducerPath].queries).flatMap((query) =>
    query?.status === 'fulfilled' ? [{ endpointName: query.endpointName, arg: query.originalArgs, value: query.data } as PageDataEntry] : [],
  );
}

/** The element carrying `entries`, `<` escaped so no text of the content can end it early. */
export function pageDataElement(entries: readonly PageDataEntry[]): string {
  if (entries.length === 0) return '';
  return `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${JSON.stringify(entries).replace(/</g, '\\u003c')}</script>`;
}

type Refetch = (arg: unknown, options: { subscribe: false; forceRefetch: true }) => Parameters<AppStore['dispatch']>[0];

/**
 * Puts the page's answers in the store (before hydrating) and returns what asks for them again
 * (after): the page shows its prerendered content at once and the current content moments later.
 */
export function adoptPageData(store: AppStore, document: Document): () => void {
  const text = document.getElementById(PAGE_DATA_ELEMENT_ID)?.textContent;
  if (!text) return () => undefined;
  const entries = JSON.parse(text) as PageDataEntry[];
  store.dispatch(api.util.upsertQueryEntries(entries));
  return () => {
    for (const { endpointName, arg } of entries) {
      const initiate = api.endpoints[endpointName].initiate as unknown as Refetch;
      void store.dispatch(initiate(arg, { subscribe: false, forceRefetch: true }));
    }
  };
}
