import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** Every page change starts at the top of the new page, at once (spec section 2). */
export function useScrollToTopOnPageChange(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname]);
}
