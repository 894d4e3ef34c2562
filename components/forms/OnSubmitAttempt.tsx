import { useFormikContext } from 'formik';
import { useEffect } from 'react';

/**
 * Calls `onAttempt` at each new submit attempt of the Formik form it is in, whether the form's own checks stop it
 * or it is sent: a message the shop gave an earlier submit (kept in the form's own state) goes then, as PostForm's
 * summary of a post's errors does. `onAttempt` should keep its identity (a state setter).
 */
export default function OnSubmitAttempt({ onAttempt }: { onAttempt: () => void }) {
  const { submitCount } = useFormikContext();
  useEffect(() => {
    if (submitCount > 0) onAttempt();
  }, [submitCount, onAttempt]);
  return null;
}
