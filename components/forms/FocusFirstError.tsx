import { useFormikContext } from 'formik';
import { useEffect, useRef } from 'react';

const FOCUSABLE = 'input:not([type="hidden"]):not([disabled]), select:not([disabled]), textarea:not([disabled]), button:not([disabled]), [tabindex]';

/** The first field the form marks invalid, in page order: a field with aria-invalid, or a [data-invalid] group. */
function firstInvalid(form: ParentNode): HTMLElement | null {
  const marked = form.querySelector<HTMLElement>('[aria-invalid="true"], [data-invalid="true"]');
  if (!marked) return null;
  if (marked.matches(FOCUSABLE)) return marked;
  return marked.querySelector<HTMLElement>(FOCUSABLE) ?? marked;
}

/**
 * Inside a Formik form: after a submit that failed validation, moves focus (and the view) to the first invalid
 * field of its form, whose message is then read out with it. Renders only a hidden marker.
 */
export default function FocusFirstError() {
  const { submitCount, isSubmitting, isValid } = useFormikContext();
  const handled = useRef(0);
  const marker = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    if (isSubmitting || submitCount === handled.current) return;
    handled.current = submitCount;
    if (isValid) return;
    const root: ParentNode = marker.current?.closest('form') ?? document;
    const target = firstInvalid(root);
    if (!target) return;
    if (!target.matches(FOCUSABLE)) target.setAttribute('tabindex', '-1');
    target.focus();
    target.scrollIntoView?.({ block: 'center' });
  }, [submitCount, isSubmitting, isValid]);
  return <span ref={marker} hidden />;
}
