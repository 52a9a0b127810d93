import { useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/** Where each visited entry was scrolled to when the user left it, by location key. */
const leftAt = new Map<string, number>();

/**
 * Scroll on navigation, as a page load would: a new screen starts at the top, and Back or Forward
 * returns to where that entry was left.
 */
export function NavigationScroll() {
  const { key } = useLocation();
  const navigationType = useNavigationType();
  useLayoutEffect(() => {
    const saved = navigationType === 'POP' ? leftAt.get(key) : undefined;
    window.scrollTo(0, saved ?? 0);
    return () => {
      leftAt.set(key, window.scrollY);
    };
    // Only a new entry scrolls; the navigation type belongs to that change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return null;
}
