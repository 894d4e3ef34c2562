import { useCallback } from 'react';
import { useUi } from './use-ui';

/**
 * The steps every add to the cart goes through (a product, a gift certificate): None -> Adding, with the cart panel
 * open on its loading placeholder (an earlier add's failure cleared), then Added, or Failed. On failure `onFailure`
 * runs when given (it reports the failure in the panel), else the panel closes again; the error is rethrown.
 */
export function useAdding(): <T>(add: () => Promise<T>, onFailure?: () => void) => Promise<T> {
  const { openCartPanel, closeCartPanel, setAddingStatus, setAddFailure } = useUi();
  return useCallback(
    async <T,>(add: () => Promise<T>, onFailure?: () => void): Promise<T> => {
      setAddFailure(null);
      setAddingStatus('Adding');
      openCartPanel();
      try {
        const added = await add();
        setAddingStatus('Added');
        return added;
      } catch (error) {
        setAddingStatus('Failed');
        if (onFailure) onFailure();
        else closeCartPanel();
        throw error;
      }
    },
    [openCartPanel, closeCartPanel, setAddingStatus, setAddFailure],
  );
}
