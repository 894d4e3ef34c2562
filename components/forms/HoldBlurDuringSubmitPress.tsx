import { FormikProvider, useFormikContext, type FormikContextType, type FormikValues } from 'formik';
import { useCallback, useRef, type FocusEvent, type ReactNode } from 'react';
import { useSubmitPress } from '@/hooks/use-submit-press';

/**
 * Inside a Formik form, around its fields: a field left because a submit control of the form is being pressed is
 * not marked touched then, so its message does not appear between the press and the release. A message shown there
 * moves the button down under the pointer, the release lands beside it and the press is lost. The submit validates
 * every field and shows every message itself; a press that gives no submit marks the fields it left touched once it
 * is over. Any other blur marks its field touched at once, as Formik does.
 */
export default function HoldBlurDuringSubmitPress<V extends FormikValues>({ formElementId, children }: { formElementId: string; children: ReactNode }) {
  const formik = useFormikContext<V>();
  const { setFieldTouched } = formik;
  const held = useRef(new Set<string>());

  const release = useCallback(() => {
    const fields = [...held.current];
    held.current.clear();
    for (const field of fields) void setFieldTouched(field, true);
  }, [setFieldTouched]);
  const pressing = useSubmitPress(formElementId, release);

  // Formik's own blur reads the field the same way: its name, else its id.
  const blur = (event: FocusEvent<HTMLElement & { name?: string }>, path?: string) => {
    const field = path ?? (event.target.name || event.target.id);
    if (pressing() && field) {
      held.current.add(field);
      return;
    }
    if (path) formik.handleBlur(path)(event);
    else formik.handleBlur(event);
  };
  const handleBlur = ((eventOrPath: unknown) =>
    typeof eventOrPath === 'string'
      ? (event: FocusEvent<HTMLElement>) => blur(event, eventOrPath)
      : blur(eventOrPath as FocusEvent<HTMLElement>)) as FormikContextType<V>['handleBlur'];
  const value: FormikContextType<V> = {
    ...formik,
    handleBlur,
    getFieldProps: (props) => ({ ...formik.getFieldProps(props), onBlur: handleBlur }),
  };
  return <FormikProvider value={value}>{children}</FormikProvider>;
}
