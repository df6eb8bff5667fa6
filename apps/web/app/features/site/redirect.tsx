import { Navigate, useLocation } from 'react-router';

/** A route that only sends the visitor on to another path, keeping the query and the hash. */
export function Redirect({ to }: { to: string }) {
  const { search, hash } = useLocation();
  return <Navigate to={{ pathname: to, search, hash }} replace />;
}
