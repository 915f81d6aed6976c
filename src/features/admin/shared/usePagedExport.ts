import { useState } from 'react';

/** One page of an admin list, as the paged list operations answer. */
export interface ListPage<T> {
  data: T[];
  meta: { last_page: number; total: number };
}

/**
 * Gathers every page of a filtered admin list for an export, not only the page on screen, with
 * the progress for the export button. `fetchPage` throws the failed call's error.
 */
export function usePagedExport() {
  const [progress, setProgress] = useState<{ fetched: number; total: number } | null>(null);

  const collect = async <T extends { id: number }>(fetchPage: (page: number) => Promise<ListPage<T>>): Promise<T[]> => {
    // Keyed by id: a record arriving during the export shifts the pages and would repeat a row.
    const rows = new Map<number, T>();
    setProgress({ fetched: 0, total: 0 });
    try {
      for (let page = 1, lastPage = 1; page <= lastPage; page += 1) {
        const { data, meta } = await fetchPage(page);
        for (const row of data) rows.set(row.id, row);
        lastPage = meta.last_page;
        setProgress({ fetched: rows.size, total: meta.total });
      }
    } finally {
      setProgress(null);
    }
    return [...rows.values()];
  };

  return { collect, exporting: progress !== null, progress };
}
