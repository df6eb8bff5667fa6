import { useSearchParams } from 'react-router';
import { returnToFrom } from '@camping/ui/return-to';

/**
 * Where the guest page shown was asked to send the person afterwards: its address's return-to, or
 * the one inside an e-mail link's `continueUrl`. Its links to the other guest pages pass it on.
 */
export function useReturnTo(): string | null {
  const [searchParams] = useSearchParams();
  return returnToFrom(searchParams, window.location.origin);
}
