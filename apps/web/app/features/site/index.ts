// What other features use of the site: the not-found page's content (a campground that does not exist)
// and whether the browser was served the not-found page for this address.
export { NotFound } from './not-found.tsx';
export { ServedAsNotFound, useServedAsNotFound } from './served-as-not-found.tsx';
