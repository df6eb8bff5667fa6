import type { CampingPackage } from '@camping/domain/catalogue/camping-package';
import { coordinatesSchema, type Location } from '@camping/domain/catalogue/location';
import { staffLocationSchema } from '@camping/domain/staff/staff-requests';
import { z } from '@camping/domain/zod';
import { TextAreaField, TextField } from '@camping/ui/form-field';
import { linesInput, numberInput } from '../form-inputs.ts';
import { useCatalogueEntryForm } from './catalogue-entry-form.ts';
import {
  CatalogueFormFrame,
  NameAndIdFields,
  SummaryAndDescriptionFields,
} from './catalogue-form-frame.tsx';
import { staffLocation, type StaffLocation } from './catalogue-location-entry.ts';

const locationFormSchema = staffLocationSchema.extend({
  driveMinutes: numberInput(staffLocationSchema.shape.driveMinutes),
  coordinates: z
    .object({
      lat: numberInput(coordinatesSchema.shape.lat),
      lng: numberInput(coordinatesSchema.shape.lng),
    })
    .strict(),
  facilities: linesInput(staffLocationSchema.shape.facilities),
  packageIds: z
    .array(z.string())
    .min(1, 'Choose at least one package offered here.')
    .pipe(staffLocationSchema.shape.packageIds),
});
type LocationFormInput = z.input<typeof locationFormSchema>;

const NEW_LOCATION: LocationFormInput = {
  id: '',
  name: '',
  region: '',
  summary: '',
  description: '',
  driveMinutes: '',
  coordinates: { lat: '', lng: '' },
  facilities: '',
  packageIds: [],
  closures: [],
  image: { src: '', alt: '' },
  archived: false,
};

function locationForForm(location: Location): LocationFormInput {
  const current = staffLocation(location);
  return {
    ...current,
    driveMinutes: String(current.driveMinutes),
    coordinates: { lat: String(current.coordinates.lat), lng: String(current.coordinates.lng) },
    facilities: current.facilities.join('\n'),
  };
}

export interface LocationFormProps {
  /** The campground to edit, or null for a new one. */
  location: Location | null;
  packages: CampingPackage[];
  onSave: (location: StaffLocation, isNew: boolean) => Promise<void>;
  backTo: string;
}

/** A campground's public details: what its page, the lists and the checkout show. */
export function LocationForm({ location, packages, onSave, backTo }: LocationFormProps) {
  const isNew = location === null;
  const {
    register,
    submit,
    formState: { errors, isSubmitting },
  } = useCatalogueEntryForm(
    locationFormSchema,
    location ? locationForForm(location) : NEW_LOCATION,
    isNew,
    onSave,
  );
  return (
    <CatalogueFormFrame
      title={isNew ? 'New campground' : `Edit ${location.name}`}
      onSubmit={submit}
      errors={errors}
      submitting={isSubmitting}
      backTo={backTo}
    >
      <div className="grid gap-5 md:grid-cols-2">
        <NameAndIdFields
          isNew={isNew}
          idLabel="Id (in its web address)"
          name={register('name')}
          id={register('id')}
          errors={errors}
        />
        <TextField label="Region" error={errors.region?.message} {...register('region')} />
        <TextField
          label="Drive from Sydney (minutes)"
          inputMode="numeric"
          error={errors.driveMinutes?.message}
          {...register('driveMinutes')}
        />
        <TextField
          label="Latitude"
          inputMode="decimal"
          hint="e.g. -33.80"
          error={errors.coordinates?.lat?.message}
          {...register('coordinates.lat')}
        />
        <TextField
          label="Longitude"
          inputMode="decimal"
          hint="e.g. 151.15"
          error={errors.coordinates?.lng?.message}
          {...register('coordinates.lng')}
        />
      </div>
      <SummaryAndDescriptionFields
        summary={register('summary')}
        description={register('description')}
        errors={errors}
      />
      <TextAreaField
        label="Facilities"
        rows={4}
        hint="One a line."
        error={errors.facilities?.message}
        {...register('facilities')}
      />
      <fieldset aria-describedby={errors.packageIds ? 'package-ids-error' : undefined}>
        <legend className="font-semibold text-forest-900">Packages offered here</legend>
        <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
          {packages.map((campingPackage) => (
            <label key={campingPackage.id} className="flex items-center gap-2">
              <input
                type="checkbox"
                value={campingPackage.id}
                className="size-5 accent-forest-700"
                {...register('packageIds')}
              />
              {campingPackage.name}
            </label>
          ))}
        </div>
        {errors.packageIds && (
          <p id="package-ids-error" className="mt-1 text-sm font-medium text-red-800">
            {errors.packageIds.message ?? errors.packageIds.root?.message}
          </p>
        )}
      </fieldset>
      <div className="grid gap-5 md:grid-cols-2">
        <TextField
          label="Picture (address)"
          hint="e.g. /images/campgrounds/name-1200.webp"
          error={errors.image?.src?.message}
          {...register('image.src')}
        />
        <TextField
          label="Picture description"
          hint="What the picture shows, for people who cannot see it."
          error={errors.image?.alt?.message}
          {...register('image.alt')}
        />
      </div>
    </CatalogueFormFrame>
  );
}
