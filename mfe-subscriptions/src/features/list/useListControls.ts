import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { SourceFilter } from '../../api';
import { useDebouncedValue } from './useDebouncedValue';

/** Spec §2: the search is sent once typing pauses. */
export const SEARCH_DEBOUNCE_MS = 300;

/** The list's state in the URL (issue 25): reload, back and a shared link keep it. */
export const LIST_PARAMS = { search: 'q', source: 'fuente', page: 'pagina' } as const;

const SOURCES: readonly SourceFilter[] = ['all', 'boe', 'doga', 'other'];

function sourceOf(value: string | null): SourceFilter {
  return SOURCES.find((source) => source === value) ?? 'all';
}

function pageOf(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page > 1 ? page : 1;
}

type ParamChange = Partial<Record<keyof typeof LIST_PARAMS, string | number | null>>;

/**
 * Search, source and page of the list, kept in the URL (`?q=…&fuente=…&pagina=…`). The search box
 * answers each key at once and reaches the URL (and the api) once typing pauses, replacing the
 * history entry; a source or a page is a new entry, so Back returns to the one before. The page
 * belongs to one search and source: changing either starts again at page 1.
 */
export function useListControls() {
  const [params, setParams] = useSearchParams();
  const sentSearch = params.get(LIST_PARAMS.search) ?? '';
  const source = sourceOf(params.get(LIST_PARAMS.source));
  const page = pageOf(params.get(LIST_PARAMS.page));

  const [search, setSearch] = useState(sentSearch);
  const debouncedSearch = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);

  const change = (values: ParamChange, replace = false) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(values)) {
          const name = LIST_PARAMS[key as keyof typeof LIST_PARAMS];
          const empty = value === null || value === '' || value === 'all' || value === 1;
          if (empty) next.delete(name);
          else next.set(name, String(value));
        }
        return next;
      },
      { replace },
    );

  // Typing paused: the search goes to the URL.
  useEffect(() => {
    const typed = debouncedSearch.trim();
    if (typed !== sentSearch) change({ search: typed, page: null }, true);
    // Only a new pause in typing sends; the URL changing (Back) must not send the box again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debouncedSearch]);

  // The URL changed under the box (Back, a link): the box shows it.
  const [shownSearch, setShownSearch] = useState(sentSearch);
  if (sentSearch !== shownSearch) {
    setShownSearch(sentSearch);
    if (search.trim() !== sentSearch) setSearch(sentSearch);
  }

  return {
    search,
    setSearch,
    source,
    setSource: (next: SourceFilter) => change({ source: next, page: null }),
    /** The search as sent to the api. */
    debouncedSearch: sentSearch,
    isFiltered: sentSearch !== '' || source !== 'all',
    page,
    setPage: (next: number) => change({ page: Math.max(1, next) }),
    clear: () => {
      setSearch('');
      change({ search: null, source: null, page: null });
    },
  };
}
