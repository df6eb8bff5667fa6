// What other features use of the site: the not-found page's content (a campground that does not exist).
export { NotFound } from './not-found.tsx';
