import { useCallback, useEffect, useRef } from 'react';

/** How long after its release a press that led to no click still counts (a long press, a press dragged away). */
const RELEASE_GRACE_MS = 1000;

/** The submit control (a submit button, or an input of type submit or image) an event's target is, or is inside. */
function submitControl(target: EventTarget | null): HTMLButtonElement | HTMLInputElement | null {
  const control = target instanceof Element ? target.closest('button, input') : null;
  if (control instanceof HTMLButtonElement) return control.type === 'submit' ? control : null;
  if (control instanceof HTMLInputElement) return control.type === 'submit' || control.type === 'image' ? control : null;
  return null;
}

/**
 * Whether a submit control of the form whose element id is `formElementId` (inside it, or outside with its `form`
 * attribute) is being pressed: from the pointer going down on it (mouse, pen or touch) until the click that press
 * gives, or its cancellation. The pointer goes down before the field being left loses focus, for a mouse and for a
 * finger alike, so a field's blur can tell it is being left for that submit. Answers through the function it returns;
 * `onEnd` runs once a press is over.
 */
export function useSubmitPress(formElementId: string, onEnd: () => void): () => boolean {
  const pressing = useRef(false);
  const ended = useRef(onEnd);
  useEffect(() => {
    ended.current = onEnd;
  }, [onEnd]);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const end = () => {
      clearTimeout(timer);
      if (!pressing.current) return;
      pressing.current = false;
      ended.current();
    };
    // After the click's own listeners (the submit among them) have run.
    const endSoon = (delay: number) => {
      clearTimeout(timer);
      timer = setTimeout(end, delay);
    };
    const down = (event: PointerEvent) => {
      if (event.button !== 0) return;
      const control = submitControl(event.target);
      if (!control || control.disabled || control.form?.id !== formElementId) return;
      clearTimeout(timer);
      pressing.current = true;
    };
    const up = () => {
      if (pressing.current) endSoon(RELEASE_GRACE_MS);
    };
    const click = () => {
      if (pressing.current) endSoon(0);
    };
    document.addEventListener('pointerdown', down, true);
    document.addEventListener('pointerup', up, true);
    document.addEventListener('pointercancel', end, true);
    document.addEventListener('click', click, true);
    return () => {
      clearTimeout(timer);
      pressing.current = false;
      document.removeEventListener('pointerdown', down, true);
      document.removeEventListener('pointerup', up, true);
      document.removeEventListener('pointercancel', end, true);
      document.removeEventListener('click', click, true);
    };
  }, [formElementId]);

  return useCallback(() => pressing.current, []);
}
