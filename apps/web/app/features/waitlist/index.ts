// What other features use of the waitlist: the button where dates are taken (the search's results)
// and My Account's list of the dates a customer waits for.
export { AskToBeTold } from './ask-to-be-told.tsx';
export { WaitlistSection } from './waitlist-section.tsx';
