import { useContext } from 'react';
import { FlashContext } from '@/lib/http/flash-context';
import type { Flash } from '@/lib/http/flash-types';

export type FormFlash = Required<Pick<Flash, 'errors' | 'values'>>;

/**
 * What came back for the form `formId` (its `_form` field) after a post without JavaScript: the messages of one
 * that did not go through, and the values typed (never a password) of one that came back to its page; or null.
 */
export function useFormFlash(formId: string): FormFlash | null {
  const flash = useContext(FlashContext);
  if (!flash || flash.form !== formId || !(flash.errors?.length || flash.values)) return null;
  return { errors: flash.errors ?? [], values: flash.values ?? {} };
}
