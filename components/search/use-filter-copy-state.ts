import { createContext, useCallback, useContext, useState, type Dispatch, type SetStateAction } from 'react';

type Store = [Record<string, unknown>, Dispatch<SetStateAction<Record<string, unknown>>>];

/**
 * The state the two copies of a listing's filters share (the sidebar's and the drawer's, FilterDrawer): what the
 * shopper typed or opened in one is what the other shows when it takes over (the drawer over the panel opened
 * before hydration, the sidebar over the drawer when the window grows).
 */
export const FilterCopiesContext = createContext<Store | null>(null);

/** A `useState` shared under `key` by the copies of the filters (its own state outside a FilterDrawer). */
export function useFilterCopyState<T>(key: string, initial: T): [T, (value: T) => void] {
  const store = useContext(FilterCopiesContext);
  const [own, setOwn] = useState<T>(initial);
  const [values, setValues] = store ?? [null, null];
  const setShared = useCallback((value: T) => setValues?.((all) => ({ ...all, [key]: value })), [key, setValues]);
  if (!values) return [own, setOwn];
  return [key in values ? (values[key] as T) : initial, setShared];
}
