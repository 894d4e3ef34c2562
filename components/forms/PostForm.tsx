import { Form, Formik, type FormikConfig, type FormikProps, type FormikValues } from 'formik';
import type { ReactNode } from 'react';
import AdoptDomValues from './AdoptDomValues';
import ErrorSummary from './ErrorSummary';
import FocusFirstError from './FocusFirstError';
import HoldBlurDuringSubmitPress from './HoldBlurDuringSubmitPress';
import KeepFocusThroughSubmit from './KeepFocusThroughSubmit';
import PostFields from './PostFields';
import { useFormFlash } from '@/hooks/use-form-flash';
import { fieldErrorsFromFlash, nestFields, valuesFromFlash } from './form-flash';
import styles from './Form.module.css';

interface PostFormProps<V extends FormikValues> extends Pick<FormikConfig<V>, 'initialValues' | 'validationSchema' | 'validate' | 'onSubmit'> {
  /** The form's id (`_form`): the flash of a post of this form carries it back. */
  id: string;
  /** The API route the form posts to (the same route its script calls). */
  action: string;
  /** PUT, PATCH or DELETE, sent as `_method` (an HTML form only posts). */
  method?: 'PUT' | 'PATCH' | 'DELETE';
  /** Where a post that went through goes (default: the page it was sent from; errors always come back there). */
  returnTo?: string;
  label: string;
  className?: string;
  children: (formik: FormikProps<V>) => ReactNode;
  /** Puts the form in a layout of its own (e.g. beside a summary that reads the form's values). */
  wrap?: (form: ReactNode, formik: FormikProps<V>) => ReactNode;
}

/** The form element's id: a control outside it can belong to it (the `form` attribute). */
export function postFormElementId(id: string): string {
  return `${id}-form`;
}

/**
 * A Formik form that works before and without JavaScript: a real `<form method="post">` to its API route, with
 * every field named, so the browser posts it when the script has not run (the route answers with a 303 back, and
 * the messages and values in a one-time flash). Once hydrated, Formik validates and submits it by script as before.
 * - the values the fields hold in the page when it mounts are adopted (nothing typed before hydration is lost);
 * - a field left for a press on the form's submit button shows its message with the submit's, not between the press
 *   and the release (HoldBlurDuringSubmitPress): the button does not move from under the pointer;
 * - the control that submitted it has focus again once a submit by script is over (KeepFocusThroughSubmit), though its
 *   button was disabled meanwhile;
 * - the flash a post of this form came back with (the page reads it on the server: lib/http/flash.ts) refills its
 *   fields (never a password) and shows its messages: a summary at the top and each field's message beneath it.
 */
export default function PostForm<V extends FormikValues>({ id, action, method, returnTo, label, className, children, wrap, initialValues, ...formik }: PostFormProps<V>) {
  const mine = useFormFlash(id);
  const fieldErrors = fieldErrorsFromFlash(initialValues, mine);
  return (
    <Formik<V>
      {...formik}
      initialValues={valuesFromFlash(initialValues, mine)}
      initialErrors={nestFields(fieldErrors) as FormikConfig<V>['initialErrors']}
      initialTouched={nestFields(Object.fromEntries(Object.keys(fieldErrors).map((field) => [field, true]))) as FormikConfig<V>['initialTouched']}
    >
      {(props) => {
        const form = (
          <Form id={postFormElementId(id)} method="post" action={action} className={className ?? styles.form} noValidate aria-label={label}>
            <PostFields form={id} method={method} returnTo={returnTo} />
            {props.submitCount === 0 && <ErrorSummary errors={mine?.errors ?? []} />}
            <AdoptDomValues />
            <HoldBlurDuringSubmitPress formElementId={postFormElementId(id)}>{children(props)}</HoldBlurDuringSubmitPress>
            <KeepFocusThroughSubmit />
            <FocusFirstError />
          </Form>
        );
        return wrap ? wrap(form, props) : form;
      }}
    </Formik>
  );
}
