import type { CampingPackage } from '@camping/domain/catalogue/camping-package';
import { staffKitCountSchema } from '@camping/domain/staff/staff-requests';
import { z } from '@camping/domain/zod';
import { TextField } from '@camping/ui/form-field';
import { SubmitButton } from '@camping/ui/submit-button';
import { numberInput } from '../form-inputs.ts';
import { FormRefusal } from '../form-refusal.tsx';
import { useSavingForm } from '../use-saving-form.ts';

const kitCountSchema = z.object({ kitCount: numberInput(staffKitCountSchema.shape.kitCount) });

export interface KitCountFormProps {
  campingPackage: CampingPackage;
  onSave: (request: z.output<typeof staffKitCountSchema>) => Promise<void>;
}

/**
 * How many kits of one package exist. The server refuses fewer kits than bookings already hold on
 * some night, naming the nights: that sentence shows here, and the number typed stays.
 */
export function KitCountForm({ campingPackage, onSave }: KitCountFormProps) {
  const {
    register,
    submit,
    formState: { errors, isSubmitting },
  } = useSavingForm(
    kitCountSchema,
    { kitCount: String(campingPackage.kitCount) },
    {
      save: ({ kitCount }) => onSave({ packageId: campingPackage.id, kitCount }),
      saved: () => `Kits of ${campingPackage.name} saved`,
    },
  );
  return (
    <form
      method="post"
      onSubmit={submit}
      noValidate
      className="space-y-3 rounded-lg border border-stone-300 p-4"
    >
      <TextField
        label={`Kits of ${campingPackage.name}`}
        inputMode="numeric"
        hint={`Sleeps ${campingPackage.sleeps}. The most stays that can overlap on one night.`}
        error={errors.kitCount?.message}
        {...register('kitCount')}
      />
      <FormRefusal errors={errors} />
      <SubmitButton submitting={isSubmitting} submittingLabel="Saving…">
        Save kits<span className="sr-only"> of {campingPackage.name}</span>
      </SubmitButton>
    </form>
  );
}
