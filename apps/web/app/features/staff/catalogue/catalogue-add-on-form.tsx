import type { AddOn } from '@camping/domain/catalogue/add-on';
import { staffAddOnSchema, type StaffCatalogueEntry } from '@camping/domain/staff/staff-requests';
import type { z } from '@camping/domain/zod';
import { SelectField, TextAreaField, TextField } from '@camping/ui/form-field';
import { centsToDollars } from '../dollars.ts';
import { dollarsInput, numberInput, optionalNumberInput } from '../form-inputs.ts';
import { useCatalogueEntryForm } from './catalogue-entry-form.ts';
import { CatalogueFormFrame, NameAndIdFields } from './catalogue-form-frame.tsx';

export type StaffAddOn = Extract<StaffCatalogueEntry, { kind: 'addOn' }>['entry'];

// The price is typed in dollars (the field keeps the stored name; it holds cents once read).
const addOnFormSchema = staffAddOnSchema.extend({
  priceCents: dollarsInput(staffAddOnSchema.shape.priceCents),
  maxQuantity: numberInput(staffAddOnSchema.shape.maxQuantity),
  sleeps: optionalNumberInput(staffAddOnSchema.shape.sleeps.unwrap()),
});
type AddOnFormInput = z.input<typeof addOnFormSchema>;

const addOnForForm = (addOn: AddOn | null): AddOnFormInput =>
  addOn
    ? {
        ...addOn,
        priceCents: centsToDollars(addOn.priceCents),
        maxQuantity: String(addOn.maxQuantity),
        sleeps: addOn.sleeps === undefined ? '' : String(addOn.sleeps),
      }
    : {
        id: '',
        name: '',
        description: '',
        priceCents: '',
        per: 'stay',
        maxQuantity: '1',
        sleeps: '',
      };

export interface AddOnFormProps {
  /** The add-on to edit, or null for a new one. */
  addOn: AddOn | null;
  onSave: (addOn: StaffAddOn, isNew: boolean) => Promise<void>;
  backTo: string;
}

/**
 * An optional extra, its price once a stay or every night, how many one booking may take, and how
 * many campers each one sleeps (bedding raises a package's guests).
 */
export function AddOnForm({ addOn, onSave, backTo }: AddOnFormProps) {
  const isNew = addOn === null;
  const {
    register,
    submit,
    formState: { errors, isSubmitting },
  } = useCatalogueEntryForm(addOnFormSchema, addOnForForm(addOn), isNew, onSave);
  return (
    <CatalogueFormFrame
      title={isNew ? 'New add-on' : `Edit ${addOn.name}`}
      onSubmit={submit}
      errors={errors}
      submitting={isSubmitting}
      backTo={backTo}
    >
      <div className="grid gap-5 md:grid-cols-2">
        <NameAndIdFields
          isNew={isNew}
          idLabel="Id"
          name={register('name')}
          id={register('id')}
          errors={errors}
        />
        <TextField
          label="Price ($, GST included)"
          inputMode="decimal"
          hint="e.g. 25 or 24.50"
          error={errors.priceCents?.message}
          {...register('priceCents')}
        />
        <SelectField label="Charged" error={errors.per?.message} {...register('per')}>
          <option value="stay">Once a stay</option>
          <option value="night">Every night</option>
        </SelectField>
        <TextField
          label="Most one booking may take"
          inputMode="numeric"
          error={errors.maxQuantity?.message}
          {...register('maxQuantity')}
        />
        <TextField
          label="Campers each one sleeps (optional)"
          inputMode="numeric"
          hint="For bedding: each one lets a booking bring this many more guests than its package sleeps."
          error={errors.sleeps?.message}
          {...register('sleeps')}
        />
      </div>
      <TextAreaField
        label="Description"
        rows={4}
        error={errors.description?.message}
        {...register('description')}
      />
    </CatalogueFormFrame>
  );
}
