import { useId, useRef, useState } from 'react';
import type { CallableRequest } from '@camping/domain/callables';
import type { Location } from '@camping/domain/catalogue/location';
import { staffClosurePreviewSchema } from '@camping/domain/closures/closure-requests';
import { STAFF_LIMITS } from '@camping/domain/staff/staff-requests';
import { secondaryButton } from '@camping/ui/button-styles';
import { DateRangeField, type DateRangeValue } from '../capacity/date-range-field.tsx';
import { fieldClass } from '../staff-styles.ts';
import { ClosurePreview } from './closure-preview.tsx';

type Problems = Partial<Record<'locationIds' | 'nights' | 'reason', string>>;

/** The contract's first sentence for each field: what to fix, beside the field. */
function problemsOf(request: unknown): Problems {
  const parsed = staffClosurePreviewSchema.safeParse(request);
  const problems: Problems = {};
  for (const issue of parsed.error?.issues ?? []) {
    const field =
      issue.path[0] === 'locationIds' || issue.path[0] === 'reason' ? issue.path[0] : 'nights';
    problems[field] ??= issue.message;
  }
  return problems;
}

const checkboxClass = 'size-5 accent-forest-700';

/**
 * Close campgrounds: which (or all), the first and last night, and the reason every customer is
 * e-mailed. "Preview" lists the bookings it would reach before anything is closed; changing a
 * field sets the preview aside.
 */
export function CloseCampgroundsForm({ locations }: { locations: Location[] }) {
  const reasonId = useId();
  const hintId = useId();
  const errorId = useId();
  const [locationIds, setLocationIds] = useState<string[]>([]);
  const [nights, setNights] = useState<DateRangeValue>({ from: '', to: '' });
  const [reason, setReason] = useState('');
  const [problems, setProblems] = useState<Problems>({});
  const [previewed, setPreviewed] = useState<CallableRequest<'staffPreviewClosure'> | null>(null);
  // One key per closure previewed: the same closure confirmed again (a lost answer) closes once.
  const keys = useRef(new Map<string, string>());
  const keyOf = (text: string) => {
    const key = keys.current.get(text) ?? crypto.randomUUID();
    keys.current.set(text, key);
    return key;
  };
  const all = locations.length > 0 && locationIds.length === locations.length;

  const changed =
    <Value,>(set: (value: Value) => void) =>
    (value: Value) => {
      set(value);
      setPreviewed(null);
    };
  const chooseLocations = changed(setLocationIds);
  const toggle = (id: string, on: boolean) =>
    chooseLocations(
      locations
        .map((location) => location.id)
        .filter((candidate) => (candidate === id ? on : locationIds.includes(candidate))),
    );

  function preview() {
    const request = {
      locationIds,
      firstNight: nights.from,
      lastNight: nights.to,
      reason: reason.trim(),
    };
    const found = problemsOf(request);
    setProblems(found);
    if (Object.keys(found).length === 0) setPreviewed(staffClosurePreviewSchema.parse(request));
  }

  return (
    <div className="space-y-6">
      <form
        method="post"
        noValidate
        aria-label="Close campgrounds"
        onSubmit={(event) => {
          event.preventDefault();
          preview();
        }}
        className="space-y-5"
      >
        <fieldset
          className="space-y-2"
          aria-describedby={problems.locationIds ? `${errorId}-locations` : undefined}
        >
          <legend className="font-semibold text-forest-900">Campgrounds</legend>
          <label className="flex items-center gap-3 font-semibold">
            <input
              type="checkbox"
              className={checkboxClass}
              checked={all}
              onChange={(event) =>
                chooseLocations(
                  event.target.checked ? locations.map((location) => location.id) : [],
                )
              }
            />
            All campgrounds
          </label>
          <div className="grid gap-2 sm:grid-cols-2">
            {locations.map((location) => (
              <label key={location.id} className="flex items-center gap-3">
                <input
                  type="checkbox"
                  className={checkboxClass}
                  checked={locationIds.includes(location.id)}
                  onChange={(event) => toggle(location.id, event.target.checked)}
                />
                {location.name}
              </label>
            ))}
          </div>
          {problems.locationIds && (
            <p id={`${errorId}-locations`} className="text-sm font-medium text-red-800">
              {problems.locationIds}
            </p>
          )}
        </fieldset>
        <DateRangeField
          label="Nights closed (the first and the last)"
          value={nights}
          onChange={changed(setNights)}
          error={problems.nights}
        />
        <div className="space-y-1">
          <label htmlFor={reasonId} className="block font-semibold text-forest-900">
            Reason (required)
          </label>
          <p id={hintId} className="text-sm text-stone-700">
            We e-mail this reason to every customer affected, e.g. &ldquo;Total fire ban across the
            Blue Mountains.&rdquo;
          </p>
          <textarea
            id={reasonId}
            rows={3}
            maxLength={STAFF_LIMITS.reasonLength}
            value={reason}
            onChange={(event) => changed(setReason)(event.target.value)}
            aria-invalid={problems.reason ? true : undefined}
            aria-describedby={`${hintId}${problems.reason ? ` ${errorId}-reason` : ''}`}
            className={fieldClass}
          />
          {problems.reason && (
            <p id={`${errorId}-reason`} className="text-sm font-medium text-red-800">
              {problems.reason}
            </p>
          )}
        </div>
        <button type="submit" className={secondaryButton}>
          Preview
        </button>
      </form>
      {previewed && <ClosurePreview request={previewed} keyOf={keyOf} />}
    </div>
  );
}
