import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Link } from 'react-router';
import { PATHS } from '@camping/domain/site/paths';
import { UserIcon } from './icons.tsx';
import { menuTransitionStyle } from './menu-transition.ts';
import { Z_INDEX } from './tokens.ts';

export interface AccountMenuProps {
  displayName?: string | null;
  /** Staff also get a link to the staff area. */
  isStaff?: boolean;
  onLogout: () => void;
}

const itemClass =
  'flex w-full cursor-pointer items-center rounded px-3 py-2 text-left outline-none select-none data-[highlighted]:bg-forest-700 data-[highlighted]:text-white';

/**
 * The signed-in visitor's popup menu: My account (and the staff area, for staff) and Logout. Loaded on demand (see site-header.tsx),
 * so guests never download the menu library.
 */
export default function AccountMenu({ displayName, isStaff, onLogout }: AccountMenuProps) {
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        aria-label="Account menu"
        className="grid size-9 place-items-center rounded-full bg-forest-700 text-white hover:bg-forest-800 data-[state=open]:bg-forest-900"
      >
        <UserIcon className="size-5" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          style={{ ...menuTransitionStyle, zIndex: Z_INDEX.menu }}
          className="min-w-52 rounded-lg border border-forest-100 bg-white p-1 text-stone-900 shadow-lg data-[state=closed]:animate-menu-out data-[state=open]:animate-menu-in"
        >
          {displayName && (
            <DropdownMenu.Label className="px-3 py-2 text-sm text-stone-600">
              Logged in as <span className="font-semibold text-stone-900">{displayName}</span>
            </DropdownMenu.Label>
          )}
          <DropdownMenu.Item asChild className={itemClass}>
            <Link to={PATHS.account}>My account</Link>
          </DropdownMenu.Item>
          {isStaff && (
            <DropdownMenu.Item asChild className={itemClass}>
              <Link to={PATHS.staff}>Staff area</Link>
            </DropdownMenu.Item>
          )}
          <DropdownMenu.Separator className="my-1 h-px bg-forest-100" />
          <DropdownMenu.Item onSelect={onLogout} className={itemClass}>
            Logout
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
