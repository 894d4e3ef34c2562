/**
 * A form's values from what the page holds: the flash a post of it came back with (hooks/use-form-flash.ts: the values
 * posted, never a password, and the messages, by field where the server named one), and the fields' values in the
 * page before the script ran. Pure functions, so that the server's render and the browser's agree.
 */
import type { FormFlash } from '@/hooks/use-form-flash';
import { isRecord } from '@/lib/validation/is-record';

/**
 * A form's values may nest (`{ giftCertificate: { recipient: { name } } }`): the field's name is then the dotted path
 * (`giftCertificate.recipient.name`), which is how the browser posts it (lib/http/form-body.ts nests it back) and how
 * the flash names its value and its message. Each function walks the nesting with those names.
 */
const pathOf = (prefix: string, key: string) => (prefix ? `${prefix}.${key}` : key);

/** The field names of a form's values (dotted paths for nested groups), each with its value. */
function fieldsOf(values: object, prefix = ''): [string, unknown][] {
  return Object.entries(values).flatMap(([key, value]): [string, unknown][] => (isRecord(value) ? fieldsOf(value, pathOf(prefix, key)) : [[pathOf(prefix, key), value]]));
}

/** A copy of `values` with each field's value replaced by `next(name, value)`. */
function mapFields<V extends object>(values: V, next: (name: string, value: unknown) => unknown, prefix = ''): V {
  return Object.fromEntries(
    Object.entries(values).map(([key, value]) => [key, isRecord(value) ? mapFields(value, next, pathOf(prefix, key)) : next(pathOf(prefix, key), value)]),
  ) as V;
}

/**
 * The form's values, refilled from the flash: a text field takes the posted string; a checkbox (a boolean value) is
 * ticked when it was posted at all (the browser posts a ticked box only). Fields the flash does not hold keep their
 * value (a password is never in it, so it comes back empty).
 */
export function valuesFromFlash<V extends object>(initial: V, flash: FormFlash | null): V {
  if (!flash) return initial;
  const posted = flash.values;
  return mapFields(initial, (name, value) => {
    if (typeof value === 'boolean') return Object.hasOwn(posted, name);
    if (typeof value === 'string' && Object.hasOwn(posted, name) && typeof posted[name] === 'string') return posted[name];
    return value;
  });
}

/** The flash's messages by field name (the first for each), for Formik's initialErrors; fields of the form only. */
export function fieldErrorsFromFlash(initial: object, flash: FormFlash | null): Record<string, string> {
  const names = new Set(fieldsOf(initial).map(([name]) => name));
  const errors: Record<string, string> = {};
  for (const error of flash?.errors ?? []) {
    if (error.field && names.has(error.field) && !(error.field in errors)) errors[error.field] = error.message;
  }
  return errors;
}

/** `{ 'a.b': x }` as Formik's nested shape `{ a: { b: x } }` (its errors and touched follow the values' shape). */
export function nestFields<T>(fields: Record<string, T>): Record<string, unknown> {
  const nested: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(fields)) {
    const keys = name.split('.');
    let node = nested;
    for (const key of keys.slice(0, -1)) node = (isRecord(node[key]) ? node[key] : (node[key] = {})) as Record<string, unknown>;
    node[keys[keys.length - 1]] = value;
  }
  return nested;
}

/**
 * The values the form's fields hold in the page (what the shopper typed or chose before the page's script ran),
 * where they differ from `values`; null when none differs. Text fields, selects and radios by their value,
 * checkboxes by whether they are ticked. Only names `values` has are read.
 */
export function domValues<V extends object>(form: HTMLFormElement, values: V): V | null {
  let changed = false;
  const next = mapFields(values, (name, value) => {
    const element = form.elements.namedItem(name);
    if (!element) return value;
    let shown: unknown;
    if (typeof value === 'boolean') {
      if (!(element instanceof HTMLInputElement) || element.type !== 'checkbox') return value;
      shown = element.checked;
    } else if (typeof value === 'string') {
      if (element instanceof RadioNodeList || element instanceof HTMLInputElement || element instanceof HTMLSelectElement || element instanceof HTMLTextAreaElement) {
        shown = element.value;
      } else return value;
    } else return value;
    if (shown === value) return value;
    changed = true;
    return shown;
  });
  return changed ? next : null;
}
