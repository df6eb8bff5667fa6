// What a staff action changed, field by field, from the document as it was and as it became.

export interface FieldChange {
  /** The field's path, nested objects joined with dots, e.g. `coordinates.lat`. */
  field: string;
  /** The value as text, or null where the field was absent. */
  before: string | null;
  after: string | null;
}

type Document = Record<string, unknown> | null;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !isTimestamp(value);

// Firestore Timestamps (createdAt, updatedAt) read as the moment they are.
function isTimestamp(value: object): value is { toDate: () => Date } {
  return typeof (value as { toDate?: unknown }).toDate === 'function';
}

/** Objects flattened into dotted paths; arrays and other values stay whole. */
function flatten(document: Record<string, unknown>, prefix = ''): Map<string, unknown> {
  const fields = new Map<string, unknown>();
  for (const [key, value] of Object.entries(document)) {
    if (isPlainObject(value)) {
      for (const [path, nested] of flatten(value, `${prefix}${key}.`)) fields.set(path, nested);
    } else {
      fields.set(`${prefix}${key}`, value);
    }
  }
  return fields;
}

/** A value as text: strings as they are, dates as ISO, the rest as JSON with its keys sorted. */
export function describeValue(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'object' && value !== null && isTimestamp(value)) {
    return value.toDate().toISOString();
  }
  return JSON.stringify(value, (_key, nested: unknown) => {
    if (typeof nested === 'object' && nested !== null && isTimestamp(nested)) {
      return nested.toDate().toISOString();
    }
    if (isPlainObject(nested)) {
      return Object.fromEntries(Object.entries(nested).sort(([a], [b]) => a.localeCompare(b)));
    }
    return nested;
  });
}

/** The entries `after` adds at the end of `before`, when that is all that changed (a history). */
function appended(before: unknown, after: unknown): unknown[] | null {
  if (!Array.isArray(before) || !Array.isArray(after)) return null;
  if (before.length === 0 || after.length <= before.length) return null;
  const kept = before.every((entry, index) => describeValue(entry) === describeValue(after[index]));
  return kept ? after.slice(before.length) : null;
}

/**
 * Every field that differs between before and after, by field name. A list that only grew (a
 * booking's history) shows just what was added.
 */
export function changedFields(before: Document, after: Document): FieldChange[] {
  const was = flatten(before ?? {});
  const is = flatten(after ?? {});
  const fields = [...new Set([...was.keys(), ...is.keys()])].sort((a, b) => a.localeCompare(b));
  return fields.flatMap((field) => {
    const added = appended(was.get(field), is.get(field));
    if (added) return [{ field: `${field} (added)`, before: null, after: describeValue(added) }];
    const change = {
      field,
      before: was.has(field) ? describeValue(was.get(field)) : null,
      after: is.has(field) ? describeValue(is.get(field)) : null,
    };
    return change.before === change.after ? [] : [change];
  });
}
