import { NotFound } from './not-found.tsx';

// The catch-all route's page. Its content is a module of its own because the campground page shows it
// too: a page module that another module imports has no chunk of its own, which the pre-render needs.
export default function NotFoundPage() {
  return <NotFound />;
}
