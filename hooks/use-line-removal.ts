import { useState, type FormEvent } from 'react';
import { useLineRefusal } from './use-line-refusal';

export interface LineRemoval {
  /** The request is out: the line shows its spinner and is busy. */
  removing: boolean;
  /** Why the last removal did not go through, for the shopper; null when none failed. */
  error: string | null;
  /** The Remove form's submit once hydrated (the form posts itself before that, and without JavaScript). */
  submit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
}

/**
 * Removing one cart line (its id, and its name for the messages), a product's or a gift certificate's: busy while the
 * request is out, then the cart refreshes from the answer (the line goes). A removal that fails keeps the line and
 * says why, as a refused quantity change does (useLineRefusal: the shop's reason, else that it can be tried again; a
 * line another tab had removed goes from the cart read again, its message then in the cart's notice).
 */
export function useLineRemoval({ id, name }: { id: string; name: string }, remove: () => Promise<unknown>): LineRemoval {
  const [removing, setRemoving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const refusal = useLineRefusal(id);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(null);
    setRemoving(true);
    try {
      await remove();
    } catch (reason) {
      setError(refusal(reason, `We couldn't remove ${name} from your cart. Please try again.`));
      setRemoving(false);
    }
  };
  return { removing, error, submit };
}
