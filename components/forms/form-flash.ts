/**
 * A form's values from what the page holds: the flash a post of it came back with (hooks/use-form-flash.ts: the values
 * posted, never a password, and the messages, by field where the server named one), and the fields' values in the
 * page before the script ran. Pure functions, so that the server's render and the browser's agree.
 */
import type { FormFlash } from '@/hooks/use-form-flash';

/**
 * The form's values, refilled from the flash: a text field takes the posted string; a checkbox (a boolean value) is
 * ticked when it was posted at all (the browser posts a ticked box only). Fields the flash does not hold keep their
 * value (a password is never in it, so it comes back empty).
 */
export function valuesFromFlash<V extends object>(initial: V, flash: FormFlash | null): V {
  if (!flash) return initial;
  const posted = flash.values;
  const next: Record<string, unknown> = { ...(initial as Record<string, unknown>) };
  for (const [name, value] of Object.entries(initial)) {
    if (typeof value === 'boolean') next[name] = Object.hasOwn(posted, name);
    else if (typeof value === 'string' && Object.hasOwn(posted, name) && typeof posted[name] === 'string') next[name] = posted[name];
  }
  return next as V;
}

/** The flash's messages by field (the first for each), for Formik's initialErrors; fields of the form only. */
export function fieldErrorsFromFlash(initial: object, flash: FormFlash | null): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const error of flash?.errors ?? []) {
    if (error.field && Object.hasOwn(initial, error.field) && !(error.field in errors)) errors[error.field] = error.message;
  }
  return errors;
}

/**
 * The values the form's fields hold in the page (what the shopper typed or chose before the page's script ran),
 * where they differ from `values`; null when none differs. Text fields, selects and radios by their value,
 * checkboxes by whether they are ticked. Only names `values` has are read.
 */
export function domValues<V extends object>(form: HTMLFormElement, values: V): V | null {
  let changed = false;
  const next: Record<string, unknown> = { ...(values as Record<string, unknown>) };
  for (const [name, value] of Object.entries(values)) {
    const element = form.elements.namedItem(name);
    if (!element) continue;
    let shown: unknown;
    if (typeof value === 'boolean') {
      if (!(element instanceof HTMLInputElement) || element.type !== 'checkbox') continue;
      shown = element.checked;
    } else if (typeof value === 'string') {
      if (element instanceof RadioNodeList || element instanceof HTMLInputElement || element instanceof HTMLSelectElement || element instanceof HTMLTextAreaElement) {
        shown = element.value;
      } else continue;
    } else continue;
    if (shown !== value) {
      next[name] = shown;
      changed = true;
    }
  }
  return changed ? (next as V) : null;
}
