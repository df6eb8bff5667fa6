import { HttpsError } from 'firebase-functions/v2/https';
import { defineCallable } from '../shared/callable.ts';
import { RATE_LIMITS } from '../shared/limits.ts';

const NOT_YET = 'Closing campgrounds is not available yet.';

/** Callable (staff): every booking a closure of these campgrounds and nights would reach. */
export const staffPreviewClosure = defineCallable(
  'staffPreviewClosure',
  { staffOnly: true, rateLimit: RATE_LIMITS.staff },
  () => Promise.reject(new HttpsError('unimplemented', NOT_YET)),
);

/** Callable (staff): closes campgrounds for a range of nights and asks each customer to choose. */
export const staffCloseCampgrounds = defineCallable(
  'staffCloseCampgrounds',
  { staffOnly: true, rateLimit: RATE_LIMITS.staff },
  () => Promise.reject(new HttpsError('unimplemented', NOT_YET)),
);

/** Callable (staff): opens a closure's nights to new bookings again. */
export const staffLiftClosure = defineCallable(
  'staffLiftClosure',
  { staffOnly: true, rateLimit: RATE_LIMITS.staff },
  () => Promise.reject(new HttpsError('unimplemented', NOT_YET)),
);

/** Callable: the customer's choice for their booking a closure reached. */
export const chooseClosureOption = defineCallable(
  'chooseClosureOption',
  { requireSignIn: 'Log in to manage your bookings.', rateLimit: RATE_LIMITS.chooseClosureOption },
  () => Promise.reject(new HttpsError('unimplemented', NOT_YET)),
);

/** Callable (staff): a choice made for a customer who phoned, with the reason. */
export const staffChooseClosureOption = defineCallable(
  'staffChooseClosureOption',
  { staffOnly: true, rateLimit: RATE_LIMITS.staff },
  () => Promise.reject(new HttpsError('unimplemented', NOT_YET)),
);
