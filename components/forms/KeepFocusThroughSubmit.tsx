import { useFormikContext } from 'formik';
import { useEffect, useRef } from 'react';
import { focusIsLost } from '@/lib/browser/focus';

/**
 * Inside a Formik form: the control that had focus when the form was submitted (its submit button, pressed or reached
 * with the keyboard) has it again once the submit by script is over. The form's submit button is disabled while it
 * is sent, and the browser takes focus off a disabled control to the page's body: a keyboard or screen reader user
 * was sent back to the top of the page, away from the notice or the refusal shown beside the form. A control that
 * got focus meanwhile keeps it, and a submit refused in the page leaves focus to FocusFirstError (rendered after).
 */
export default function KeepFocusThroughSubmit() {
  const { isSubmitting } = useFormikContext();
  const marker = useRef<HTMLSpanElement>(null);
  const focused = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const form = marker.current?.closest('form');
    if (!form) return;
    const remember = () => {
      const active = document.activeElement;
      focused.current = active instanceof HTMLElement && form.contains(active) ? active : null;
    };
    form.addEventListener('submit', remember, true);
    return () => form.removeEventListener('submit', remember, true);
  }, []);

  useEffect(() => {
    if (isSubmitting) return;
    const target = focused.current;
    focused.current = null;
    if (!target?.isConnected || target.matches(':disabled')) return;
    if (!focusIsLost()) return;
    target.focus({ preventScroll: true });
  }, [isSubmitting]);

  return <span ref={marker} hidden />;
}
