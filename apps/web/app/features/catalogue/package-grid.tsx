import type { CampingPackage } from '@camping/domain/catalogue/camping-package';
import { PATHS } from '@camping/domain/site/paths';
import { Link } from 'react-router';
import { textLink } from '#app/shared/styles.ts';
import { PackageCard } from './package-card.tsx';

/** Packages as cards, each with a link to what it includes on the equipment page. */
export function PackageGrid({ packages }: { packages: readonly CampingPackage[] }) {
  return (
    <ul className="grid gap-6 md:grid-cols-3">
      {packages.map((campingPackage) => (
        <li key={campingPackage.id} className="flex">
          <PackageCard campingPackage={campingPackage}>
            <Link
              to={`${PATHS.equipment}#${campingPackage.id}`}
              className={`${textLink} mt-2 self-start`}
            >
              What’s included<span className="sr-only"> in {campingPackage.name}</span>
            </Link>
          </PackageCard>
        </li>
      ))}
    </ul>
  );
}
