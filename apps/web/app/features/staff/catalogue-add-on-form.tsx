import type { AddOn } from '@camping/domain/catalogue/add-on';
import {
  staffCatalogueEntrySchema,
  type StaffCatalogueEntry,
} from '@camping/domain/staff/staff-requests';
import type { z } from '@camping/domain/zod';
import { SelectField, TextAreaField, TextField } from '@camping/ui/form-field';
import { useSchemaForm } from '#app/shared/use-schema-form.ts';
import { CatalogueFormFrame } from './catalogue-form-frame.tsx';
import { useIdFromName } from './catalogue-slug.ts';
import { centsToDollars } from './dollars.ts';
import { dollarsInput, numberInput } from './form-inputs.ts';
import { saveOrExplain } from './save-outcome.ts';

export type StaffAddOn = Extract<StaffCatalogueEntry, { kind: 'addOn' }>['entry'];

const entry = staffCatalogueEntrySchema.options[2].shape.entry;
// The price is typed in dollars (the field keeps the stored name; it holds cents once read).
const addOnFormSchema = entry.extend({
  priceCents: dollarsInput(entry.shape.priceCents),
  maxQuantity: numberInput(entry.shape.maxQuantity),
});
type AddOnFormInput = z.input<typeof addOnFormSchema>;

const addOnForForm = (addOn: AddOn | null): AddOnFormInput =>
  addOn
    ? {
        ...addOn,
        priceCents: centsToDollars(addOn.priceCents),
        maxQuantity: String(addOn.maxQuantity),
      }
    : { id: '', name: '', description: '', priceCents: '', per: 'stay', maxQuantity: '1' };

export interface AddOnFormProps {
  /** The add-on to edit, or null for a new one. */
  addOn: AddOn | null;
  onSave: (addOn: StaffAddOn, isNew: boolean) => Promise<void>;
  backTo: string;
}

/** An optional extra, its price once a stay or every night, and how many one booking may take. */
export function AddOnForm({ addOn, onSave, backTo }: AddOnFormProps) {
  const isNew = addOn === null;
  const form = useSchemaForm(addOnFormSchema, addOnForForm(addOn));
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = form;
  useIdFromName(form, isNew);
  const submit = handleSubmit((values) =>
    saveOrExplain(() => onSave(values, isNew), {
      saved: isNew ? `${values.name} added` : `${values.name} saved`,
      setError,
    }),
  );
  return (
    <CatalogueFormFrame
      title={isNew ? 'New add-on' : `Edit ${addOn.name}`}
      onSubmit={submit}
      errors={errors}
      submitting={isSubmitting}
      backTo={backTo}
    >
      <div className="grid gap-5 md:grid-cols-2">
        <TextField label="Name" error={errors.name?.message} {...register('name')} />
        <TextField
          label="Id"
          readOnly={!isNew}
          hint={
            isNew
              ? 'Made from the name; lower-case letters, digits and hyphens.'
              : 'Saved ids do not change.'
          }
          error={errors.id?.message}
          {...register('id')}
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
