import { Outlet } from 'react-router';

// Placeholder: replaced by the public-site issue (header, mobile menu, footer, toasts, scroll to top).
export default function SiteLayout() {
  return <Outlet />;
}
