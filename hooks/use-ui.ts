import { useContext } from 'react';
import { UiContext, type UiState } from '@/lib/ui/ui-context';

export function useUi(): UiState {
  const state = useContext(UiContext);
  if (!state) throw new Error('useUi must be used inside <UiProvider>');
  return state;
}
