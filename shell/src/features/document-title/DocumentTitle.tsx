import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { documentTitleFor } from './document-title';

/** Keeps the tab's title on the screen shown (issue 25): history and tabs tell screens apart. */
export function DocumentTitle() {
  const { pathname } = useLocation();
  useEffect(() => {
    document.title = documentTitleFor(pathname);
  }, [pathname]);
  return null;
}
