import {
  useController,
  useFieldArray,
  type Control,
  type FieldErrors,
  type UseFormRegister,
} from 'react-hook-form';
import { dateRangeSchema } from '@camping/domain/fields';
import { STAFF_LIMITS } from '@camping/domain/staff/staff-requests';
import { z } from '@camping/domain/zod';
import { secondaryButton } from '@camping/ui/button-styles';
import { TextField } from '@camping/ui/form-field';
import { DateRangeField } from './date-range-field.tsx';

// A list of date ranges staff edit (blackouts, a campground's closures): each a first and last day,
// both inclusive, and an optional reason.

const rangeInput = z
  .object({ from: z.string(), to: z.string(), reason: z.string() })
  .superRefine((range, context) => {
    if (!range.from || !range.to) {
      context.addIssue({
        code: 'custom',
        message: 'Choose the first and last day.',
        path: ['from'],
      });
    }
  })
  // An empty reason is no reason.
  .transform(({ reason, ...days }) => (reason.trim() ? { ...days, reason: reason.trim() } : days))
  .pipe(dateRangeSchema);

/** The form of a list of ranges; its output is the contract's date ranges. */
export const dateRangeListSchema = z.object({
  ranges: z
    .array(rangeInput)
    .max(STAFF_LIMITS.ranges, `List at most ${STAFF_LIMITS.ranges} periods.`),
});
export type DateRangeListInput = z.input<typeof dateRangeListSchema>;
type DateRangeListOutput = z.output<typeof dateRangeListSchema>;

/** The ranges as the form holds them. */
export const rangesForForm = (ranges: readonly z.input<typeof dateRangeSchema>[]) => ({
  ranges: ranges.map(({ from, to, reason }) => ({ from, to, reason: reason ?? '' })),
});

interface DateRangeListProps {
  /** What one range is called, e.g. "Blackout period". */
  noun: string;
  control: Control<DateRangeListInput, unknown, DateRangeListOutput>;
  register: UseFormRegister<DateRangeListInput>;
  errors: FieldErrors<DateRangeListInput>;
}

function RangeItem({
  noun,
  index,
  control,
  register,
  errors,
  onRemove,
}: Omit<DateRangeListProps, 'noun'> & { noun: string; index: number; onRemove: () => void }) {
  const from = useController({ control, name: `ranges.${index}.from` });
  const to = useController({ control, name: `ranges.${index}.to` });
  const itemErrors = errors.ranges?.[index];
  const name = `${noun} ${index + 1}`;
  return (
    <fieldset className="space-y-3 rounded-lg border border-stone-300 p-4">
      <legend className="px-1 font-bold text-forest-900">{name}</legend>
      <DateRangeField
        label="Dates"
        value={{ from: from.field.value, to: to.field.value }}
        onChange={(range) => {
          from.field.onChange(range.from);
          to.field.onChange(range.to);
        }}
        onBlur={from.field.onBlur}
        error={itemErrors?.from?.message ?? itemErrors?.to?.message ?? itemErrors?.root?.message}
      />
      <TextField
        label="Reason (optional)"
        error={itemErrors?.reason?.message}
        {...register(`ranges.${index}.reason`)}
      />
      <button type="button" onClick={onRemove} className={secondaryButton}>
        Remove<span className="sr-only"> {name.toLowerCase()}</span>
      </button>
    </fieldset>
  );
}

/** The ranges, each removable, and a button that adds one. */
export function DateRangeList({ noun, control, register, errors }: DateRangeListProps) {
  const { fields, append, remove } = useFieldArray({ control, name: 'ranges' });
  return (
    <div className="space-y-4">
      {fields.length === 0 && <p className="text-stone-700">None.</p>}
      {fields.map((field, index) => (
        <RangeItem
          key={field.id}
          noun={noun}
          index={index}
          control={control}
          register={register}
          errors={errors}
          onRemove={() => remove(index)}
        />
      ))}
      {errors.ranges?.root?.message && (
        <p className="text-sm font-medium text-red-800">{errors.ranges.root.message}</p>
      )}
      <div>
        <button
          type="button"
          onClick={() => append({ from: '', to: '', reason: '' })}
          className={secondaryButton}
        >
          Add a {noun.toLowerCase()}
        </button>
      </div>
    </div>
  );
}
