import { Link } from 'react-router';
import { PRODUCT_NAME } from '@camping/domain/product';
import { PATHS } from '@camping/domain/site/paths';
import { TentIcon } from './icons.tsx';

export interface LogoProps {
  /** `light` for dark backgrounds such as the footer. */
  tone?: 'dark' | 'light';
  onClick?: () => void;
}

/** The tent mark and the product name, linking to the home page. */
export function Logo({ tone = 'dark', onClick }: LogoProps) {
  const colours = tone === 'light' ? 'text-white' : 'text-forest-900';
  return (
    <Link
      to={PATHS.home}
      onClick={onClick}
      className={`inline-flex items-center gap-2 rounded-md ${colours}`}
    >
      <span
        className={`grid size-9 shrink-0 place-items-center rounded-full ${tone === 'light' ? 'bg-white/10' : 'bg-forest-700 text-white'}`}
      >
        <TentIcon className="size-5" />
      </span>
      <span className="max-w-48 font-display text-base leading-tight font-semibold sm:max-w-none sm:text-lg">
        {PRODUCT_NAME}
      </span>
    </Link>
  );
}
