import type { CampingPackage } from '@camping/domain/catalogue/camping-package';
import { staffPackageSchema, type StaffCatalogueEntry } from '@camping/domain/staff/staff-requests';
import type { z } from '@camping/domain/zod';
import { TextAreaField, TextField } from '@camping/ui/form-field';
import { centsToDollars } from '../dollars.ts';
import { dollarsInput, linesInput, numberInput } from '../form-inputs.ts';
import { useCatalogueEntryForm } from './catalogue-entry-form.ts';
import {
  CatalogueFormFrame,
  NameAndIdFields,
  SummaryAndDescriptionFields,
} from './catalogue-form-frame.tsx';

export type StaffPackage = Extract<StaffCatalogueEntry, { kind: 'package' }>['entry'];

// The nightly rate is typed in dollars (the field keeps the stored name; it holds cents once read).
const packageFormSchema = staffPackageSchema.extend({
  sleeps: numberInput(staffPackageSchema.shape.sleeps),
  nightlyRateCents: dollarsInput(staffPackageSchema.shape.nightlyRateCents),
  includes: linesInput(staffPackageSchema.shape.includes),
  sortOrder: numberInput(staffPackageSchema.shape.sortOrder),
});
type PackageFormInput = z.input<typeof packageFormSchema>;

function packageForForm(
  campingPackage: CampingPackage | null,
  nextSortOrder: number,
): PackageFormInput {
  if (!campingPackage) {
    return {
      id: '',
      name: '',
      summary: '',
      description: '',
      sleeps: '2',
      nightlyRateCents: '',
      includes: '',
      sortOrder: String(nextSortOrder),
    };
  }
  return {
    id: campingPackage.id,
    name: campingPackage.name,
    summary: campingPackage.summary,
    description: campingPackage.description,
    sleeps: String(campingPackage.sleeps),
    nightlyRateCents: centsToDollars(campingPackage.nightlyRateCents),
    includes: campingPackage.includes.join('\n'),
    sortOrder: String(campingPackage.sortOrder),
  };
}

export interface PackageFormProps {
  /** The package to edit, or null for a new one. */
  campingPackage: CampingPackage | null;
  /** Where a new package is listed: after the others. */
  nextSortOrder: number;
  onSave: (campingPackage: StaffPackage, isNew: boolean) => Promise<void>;
  backTo: string;
}

/** A package: what the crew sets up, for how many, at what price a night. */
export function PackageForm({ campingPackage, nextSortOrder, onSave, backTo }: PackageFormProps) {
  const isNew = campingPackage === null;
  const {
    register,
    submit,
    formState: { errors, isSubmitting },
  } = useCatalogueEntryForm(
    packageFormSchema,
    packageForForm(campingPackage, nextSortOrder),
    isNew,
    onSave,
  );
  return (
    <CatalogueFormFrame
      title={isNew ? 'New package' : `Edit ${campingPackage.name}`}
      onSubmit={submit}
      errors={errors}
      submitting={isSubmitting}
      backTo={backTo}
    >
      {isNew && (
        <p className="text-stone-700">Its kits start at none: set them on Capacity and dates.</p>
      )}
      <div className="grid gap-5 md:grid-cols-2">
        <NameAndIdFields
          isNew={isNew}
          idLabel="Id (in its web address)"
          name={register('name')}
          id={register('id')}
          errors={errors}
        />
        <TextField
          label="Nightly rate ($, GST included)"
          inputMode="decimal"
          hint="e.g. 149 or 149.50"
          error={errors.nightlyRateCents?.message}
          {...register('nightlyRateCents')}
        />
        <TextField
          label="Sleeps"
          inputMode="numeric"
          error={errors.sleeps?.message}
          {...register('sleeps')}
        />
        <TextField
          label="Place in lists"
          inputMode="numeric"
          hint="Lower comes first."
          error={errors.sortOrder?.message}
          {...register('sortOrder')}
        />
      </div>
      <SummaryAndDescriptionFields
        summary={register('summary')}
        description={register('description')}
        errors={errors}
      />
      <TextAreaField
        label="Includes"
        rows={5}
        hint="One thing a line."
        error={errors.includes?.message}
        {...register('includes')}
      />
    </CatalogueFormFrame>
  );
}
