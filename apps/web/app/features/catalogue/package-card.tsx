import type { CampingPackage } from '@camping/domain/catalogue/camping-package';
import { formatAud } from '@camping/domain/catalogue/money';
import type { ReactNode } from 'react';
import { card } from '#app/shared/styles.ts';
import { PackageIllustration } from './package-illustration.tsx';

export interface PackageCardProps {
  campingPackage: CampingPackage;
  /** Extra lines under the price: a link, the delivery fee to a campground... */
  children?: ReactNode;
}

/** A package with its drawing, who it sleeps and its nightly rate (GST included). */
export function PackageCard({ campingPackage, children }: PackageCardProps) {
  return (
    <article className={`${card} flex flex-col overflow-hidden`}>
      <div className="bg-forest-50 p-4">
        <PackageIllustration packageId={campingPackage.id} />
      </div>
      <div className="flex flex-1 flex-col gap-2 p-5">
        <h3 className="text-lg font-bold text-forest-900">{campingPackage.name}</h3>
        <p className="text-sm font-medium text-stone-700">Sleeps {campingPackage.sleeps}</p>
        <p className="text-stone-700">{campingPackage.summary}</p>
        <p className="mt-auto pt-2">
          <span className="text-2xl font-bold text-forest-900">
            {formatAud(campingPackage.nightlyRateCents)}
          </span>{' '}
          <span className="text-stone-700">a night, GST included</span>
        </p>
        {children}
      </div>
    </article>
  );
}
