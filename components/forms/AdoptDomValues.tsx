import { useFormikContext } from 'formik';
import { useEffect, useRef } from 'react';
import { domValues } from './form-flash';

/**
 * Inside a Formik form: when the form mounts, it takes the values its fields hold in the page. What the shopper
 * typed or chose in the server's HTML before the page's script ran stays on screen when React hydrates, but not in
 * Formik's state, whose next render would write the empty value back; so the page's values win once, at mount.
 * Renders only a hidden marker.
 */
export default function AdoptDomValues() {
  const { values, setValues } = useFormikContext<object>();
  const marker = useRef<HTMLSpanElement>(null);
  const adopted = useRef(false);
  useEffect(() => {
    if (adopted.current) return;
    adopted.current = true;
    const form = marker.current?.closest('form');
    const typed = form ? domValues(form, values) : null;
    if (typed) void setValues(typed, false);
  }, [values, setValues]);
  return <span ref={marker} hidden />;
}
