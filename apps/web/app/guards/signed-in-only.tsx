import { Outlet } from 'react-router';

// Placeholder: replaced by the accounts issue (redirects of spec section 2).
export default function Guard() {
  return <Outlet />;
}
