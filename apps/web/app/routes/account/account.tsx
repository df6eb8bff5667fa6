import { Outlet } from 'react-router';

// Placeholder: replaced by the accounts issue (My Account with nested My Bookings and My Details).
export default function Account() {
  return <Outlet />;
}
