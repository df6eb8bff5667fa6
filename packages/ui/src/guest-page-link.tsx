import { Link, useLocation, type LinkProps } from 'react-router';
import { guestPageLink } from './return-to.ts';

/**
 * A link to login or sign-up that brings the person back to where they were going afterwards: the
 * page it is on, or the return-to the guest page it is on was given. Guests only show once the
 * browser knows who is signed in, so it never renders in a pre-rendered page.
 */
export function GuestPageLink({ to, ...props }: Omit<LinkProps, 'to'> & { to: string }) {
  const location = useLocation();
  return <Link to={guestPageLink(to, location, window.location.origin)} {...props} />;
}
