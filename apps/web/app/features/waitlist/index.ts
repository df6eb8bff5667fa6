// What other features use of the waitlist: the button where dates are taken (the search's results,
// the checkout), the check of a stay under a campground's free nights, and My Account's list of the
// dates a customer waits for.
export { AskAboutStayToggle } from './ask-about-stay-toggle.tsx';
export { AskToBeTold } from './ask-to-be-told.tsx';
export { WaitlistSection } from './waitlist-section.tsx';
