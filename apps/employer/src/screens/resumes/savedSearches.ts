import { useCallback, useState } from 'react';

/** A saved resume search: its name and the URL query that reruns it (docs/decisions/0130). */
export interface SavedSearch {
  name: string;
  search: string;
}

const keyFor = (userId: number) => `arms.resumeSearches.${userId}`;

function read(userId: number): SavedSearch[] {
  try {
    const raw = JSON.parse(localStorage.getItem(keyFor(userId)) ?? '[]') as unknown;
    return Array.isArray(raw)
      ? raw.filter((s): s is SavedSearch => typeof s?.name === 'string' && typeof s?.search === 'string')
      : [];
  } catch {
    return [];
  }
}

/** The signed-in user's saved searches in this browser, newest first, at most 20. */
export function useSavedSearches(userId: number) {
  const [items, setItems] = useState<SavedSearch[]>(() => read(userId));
  const write = useCallback(
    (next: SavedSearch[]) => {
      setItems(next);
      localStorage.setItem(keyFor(userId), JSON.stringify(next));
    },
    [userId],
  );
  return {
    items,
    save: (item: SavedSearch) => write([item, ...items.filter((s) => s.name !== item.name)].slice(0, 20)),
    remove: (name: string) => write(items.filter((s) => s.name !== name)),
  };
}
