/**
 * A browser's own form post (`application/x-www-form-urlencoded`) read into the same kind of value a JSON body
 * gives, so one schema validates both. Field names may use dots for nesting (`item.quantity=2` gives
 * `{ item: { quantity: '2' } }`, at most MAX_FORM_DEPTH levels); a name sent more than once gives an array;
 * values stay strings (the schemas cast them). Object.prototype's names are dropped as in JSON bodies.
 */
import { ApiError } from './api-error';
import { PROTOTYPE_KEYS } from './json-body';

const FORM_CONTENT_TYPE = 'application/x-www-form-urlencoded';
const MAX_FORM_DEPTH = 4;

type FormValue = string | string[] | FormObject;
interface FormObject {
  [key: string]: FormValue;
}

/** Whether the request body is a browser form post. */
export function isFormContentType(contentType: string | undefined): boolean {
  return (contentType ?? '').split(';')[0].trim().toLowerCase() === FORM_CONTENT_TYPE;
}

export function parseFormBody(text: string): FormObject {
  const body: FormObject = {};
  for (const [name, value] of new URLSearchParams(text)) {
    const path = name.split('.');
    if (path.length > MAX_FORM_DEPTH) {
      throw new ApiError(400, `The form field "${name.slice(0, 64)}" is nested too deeply (at most ${MAX_FORM_DEPTH} levels).`, 'too_deep');
    }
    if (path.some((key) => key === '' || PROTOTYPE_KEYS.has(key))) continue;
    let node = body;
    for (const key of path.slice(0, -1)) {
      const next = node[key];
      if (typeof next === 'object' && next !== null && !Array.isArray(next)) node = next;
      else if (next === undefined) node = node[key] = {};
      else throw new ApiError(400, `The form field "${name.slice(0, 64)}" conflicts with another field.`, 'invalid_input');
    }
    const key = path[path.length - 1];
    const current = node[key];
    if (current === undefined) node[key] = value;
    else if (typeof current === 'string') node[key] = [current, value];
    else if (Array.isArray(current)) current.push(value);
    else throw new ApiError(400, `The form field "${name.slice(0, 64)}" conflicts with another field.`, 'invalid_input');
  }
  return body;
}
