// The deployed functions: every export here becomes one Cloud Function.
export { getUnavailableDates } from './availability/get-unavailable-dates.ts';
export { reportClientError } from './errors/report-client-error.ts';
export { submitContactMessage } from './contact/submit-contact-message.ts';
export { deleteMyAccount } from './account/delete-my-account.ts';
