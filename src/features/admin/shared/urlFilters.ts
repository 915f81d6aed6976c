import { useEffect, useEffectEvent, useState } from 'react';
import { useSearchParams } from 'react-router-dom';

/** How long the search box waits for typing to pause before searching. */
const SEARCH_DELAY_MS = 300;

/**
 * A list screen's filters kept in the URL, so reload and back keep them: the parameters, and
 * `change`, which sets parameters (null or '' removes one) and keeps the others.
 */
export function useUrlFilters() {
  const [params, setParams] = useSearchParams();
  const change = (next: Record<string, string | null>) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      for (const [key, value] of Object.entries(next)) {
        if (value) updated.set(key, value);
        else updated.delete(key);
      }
      return updated;
    });
  return { params, change };
}

/**
 * The search box's text, which `apply` (trimmed) follows after a short pause in typing; `search`
 * is the search in force, so a text already searched for is not applied again.
 */
export function useTypedSearch(search: string, apply: (text: string) => void) {
  const [typed, setTyped] = useState(search);
  const searchFor = useEffectEvent(apply);
  useEffect(() => {
    if (typed.trim() === search) return undefined;
    const timer = setTimeout(() => searchFor(typed.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed, search]);
  return [typed, setTyped] as const;
}
