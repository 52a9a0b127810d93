import { useState } from 'react';
import type { SourceFilter } from '../../api';
import { useDebouncedValue } from './useDebouncedValue';

/** Spec §2: the search is sent once typing pauses. */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * Search, source and page of the list. The page belongs to one search and source: when either
 * changes, the list starts again at page 1.
 */
export function useListControls() {
  const [search, setSearch] = useState('');
  const [source, setSource] = useState<SourceFilter>('all');
  const debouncedSearch = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const filterKey = `${source}\n${debouncedSearch.trim()}`;
  const [paging, setPaging] = useState({ filterKey, page: 1 });
  const page = paging.filterKey === filterKey ? paging.page : 1;

  return {
    search,
    setSearch,
    source,
    setSource,
    /** The search as sent to the api. */
    debouncedSearch,
    isFiltered: debouncedSearch.trim() !== '' || source !== 'all',
    page,
    setPage: (next: number) => setPaging({ filterKey, page: Math.max(1, next) }),
    clear: () => {
      setSearch('');
      setSource('all');
    },
  };
}
