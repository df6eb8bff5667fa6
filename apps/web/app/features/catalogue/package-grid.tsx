import { Link } from 'react-router';
import type { CampingPackage } from '@camping/domain/catalogue/camping-package';
import { PATHS } from '@camping/domain/site/paths';
import { textLink } from '#app/shared/styles.ts';
import { CARD_GRID, cardPictureSizes, leadCardSpan } from './balanced-grid.ts';
import { PackageCard } from './package-card.tsx';

/** Packages as cards, each with a link to what it includes on the equipment page. */
export function PackageGrid({ packages }: { packages: readonly CampingPackage[] }) {
  return (
    <ul className={CARD_GRID}>
      {packages.map((campingPackage, index) => (
        <li
          key={campingPackage.id}
          className={`@container flex ${index === 0 ? leadCardSpan(packages.length) : ''}`}
        >
          <PackageCard
            campingPackage={campingPackage}
            sizes={cardPictureSizes(index, packages.length)}
          >
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
