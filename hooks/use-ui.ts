import { useContext } from 'react';
import { UiContext, type UiState } from '@/components/ui/UiProvider';

export function useUi(): UiState {
  const state = useContext(UiContext);
  if (!state) throw new Error('useUi must be used inside <UiProvider>');
  return state;
}
