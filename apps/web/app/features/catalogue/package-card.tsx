import type { ReactNode } from 'react';
import type { CampingPackage } from '@camping/domain/catalogue/camping-package';
import { formatAud } from '@camping/domain/catalogue/money';
import { PackageIllustration } from './package-illustration.tsx';

export interface PackageCardProps {
  campingPackage: CampingPackage;
  /** How wide the card shows, for its picture: `sizes`. */
  sizes: string;
  /** Extra lines under the price: a link, the delivery fee to a campground... */
  children?: ReactNode;
}

/**
 * A package with its painting, who it sleeps and its nightly rate (GST included). A card given a
 * whole row (balanced-grid.ts) lays out side by side.
 */
export function PackageCard({ campingPackage, sizes, children }: PackageCardProps) {
  return (
    <article className="card flex w-full flex-col overflow-hidden @2xl:flex-row">
      <div className="@2xl:w-1/2 @2xl:shrink-0">
        <PackageIllustration packageId={campingPackage.id} sizes={sizes} />
      </div>
      <div className="flex flex-1 flex-col gap-2 p-5 @2xl:justify-center @2xl:p-8">
        <h3 className="text-xl font-semibold text-forest-900 @2xl:text-3xl">
          {campingPackage.name}
        </h3>
        <p className="text-sm font-semibold tracking-wide text-ember-700 uppercase">
          Sleeps {campingPackage.sleeps}
        </p>
        <p className="text-stone-700">{campingPackage.summary}</p>
        <p className="mt-auto border-t border-stone-200 pt-3 @2xl:mt-4">
          <span className="text-2xl font-semibold text-forest-900">
            {formatAud(campingPackage.nightlyRateCents)}
          </span>{' '}
          <span className="text-stone-700">per night, GST included</span>
        </p>
        {children}
      </div>
    </article>
  );
}
