import type { BookingClosure, ClosureChoice } from '@camping/domain/closures/booking-closure';
import type { SignedInRequest } from '../shared/callable.ts';

/** Who chooses: the customer for their own booking, or staff for anyone's, with why. */
export interface Chooser {
  uid: string;
  staff?: { call: SignedInRequest; reason: string };
}

/** The closure's part once a choice is made, by whom and when. */
export function chosen(
  closure: BookingClosure,
  choice: ClosureChoice,
  chooser: Chooser | 'automatic',
  extra: Partial<BookingClosure> = {},
): BookingClosure {
  return {
    ...closure,
    choice,
    chosenAt: new Date().toISOString(),
    chosenBy: chooser === 'automatic' ? 'automatic' : chooser.staff ? 'staff' : 'customer',
    ...extra,
  };
}
