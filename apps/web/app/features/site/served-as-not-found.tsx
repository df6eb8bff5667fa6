import { createContext, useContext, type ReactNode } from 'react';
import { useLocation } from 'react-router';

// Hosting answers a path that is no file and no route of the app with 404.html, the pre-rendered
// not-found page, with status 404 (firebase.json); the dev server does the same. Its <html> says so
// (`<Document notFound>`), and the app that starts from it knows the path it was served for.
const NotFoundPath = createContext<string | null>(null);

/** Around the app: the path the document was served for as the not-found page, if it was. */
export function ServedAsNotFound({ path, children }: { path: string | null; children: ReactNode }) {
  return <NotFoundPath value={path}>{children}</NotFoundPath>;
}

/**
 * Whether the page shown is at the address the not-found document was served for. A campground page
 * does not know yet whether its campground exists (one added since the build does): until it knows,
 * it shows the not-found page the document holds.
 */
export function useServedAsNotFound(): boolean {
  const { pathname } = useLocation();
  return pathname === useContext(NotFoundPath);
}
