import { useEffect, useState } from 'react';

/**
 * A form's success notice ("Your details are saved."), shown after its submit went through. A notice belongs to the
 * action that gave it: it goes when the shopper edits that form again or submits another form of the page.
 * `formElementId` is the form element's id. Returns the notice and its setter, as `useState` does.
 */
export function useActionNotice(formElementId: string): [string | null, (notice: string | null) => void] {
  const [notice, setNotice] = useState<string | null>(null);
  const shown = notice !== null;
  useEffect(() => {
    if (!shown) return;
    const formOf = (target: EventTarget | null): HTMLFormElement | null => {
      if (target instanceof HTMLFormElement) return target;
      return target instanceof Element && 'form' in target ? ((target as HTMLInputElement).form ?? null) : null;
    };
    const submitted = (event: Event) => {
      if (formOf(event.target)?.id !== formElementId) setNotice(null);
    };
    const edited = (event: Event) => {
      if (formOf(event.target)?.id === formElementId) setNotice(null);
    };
    document.addEventListener('submit', submitted, true);
    // An edit is heard as it bubbles up to the document, after React's own handler (at the app's root) took the
    // change: heard while capturing, clearing the notice renders the form before that handler ran, and the field,
    // controlled by Formik, was put back to its old value, losing the keystroke.
    document.addEventListener('input', edited);
    return () => {
      document.removeEventListener('submit', submitted, true);
      document.removeEventListener('input', edited);
    };
  }, [shown, formElementId]);
  return [notice, setNotice];
}
