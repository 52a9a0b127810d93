import { useCallback, useState } from 'react';

/** Remembers whether the user hid the sidebar (a `vigia:` key: it goes with the user's data). */
export const SIDEBAR_STORAGE_KEY = 'vigia:sidebarHidden';

function readHidden(): boolean {
  try {
    return window.localStorage.getItem(SIDEBAR_STORAGE_KEY) === 'true';
  } catch {
    return false;
  }
}

export function useSidebarPreference(): { hidden: boolean; toggle: () => void } {
  const [hidden, setHidden] = useState(readHidden);
  const toggle = useCallback(() => {
    setHidden((previous) => {
      const next = !previous;
      try {
        window.localStorage.setItem(SIDEBAR_STORAGE_KEY, String(next));
      } catch {
        // Without storage the choice lasts until the page reloads.
      }
      return next;
    });
  }, []);
  return { hidden, toggle };
}
