import { useEffect, useRef } from 'react';

/** Goes to a payment page: another site (Stripe's, or locally the test-payment page). */
export function openPaymentPage(url: string): void {
  window.location.assign(url);
}

/**
 * Calls `restored` when the browser shows this page again from its back-forward cache (back from the
 * payment page): the page comes back exactly as it was left, "Opening the payment page…" included.
 */
export function useRestoredFromCache(restored: () => void): void {
  const latest = useRef(restored);
  useEffect(() => {
    latest.current = restored;
  });
  useEffect(() => {
    const shown = (event: PageTransitionEvent) => {
      if (event.persisted) latest.current();
    };
    window.addEventListener('pageshow', shown);
    return () => window.removeEventListener('pageshow', shown);
  }, []);
}
