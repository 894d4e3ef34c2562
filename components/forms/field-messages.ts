/**
 * What a field shows beneath it: its hint, or, once it is touched and invalid, its error in the hint's place (a rule
 * is never written twice). The input is described by the one shown (`aria-describedby`).
 */
export interface FieldMessageState {
  hint: string | null;
  error: string | null;
}

export function fieldMessages(hint: string | undefined, meta: { touched: boolean; error?: string }): FieldMessageState {
  const error = meta.touched && meta.error ? meta.error : null;
  return { hint: hint && !error ? hint : null, error };
}

/** The ids of the messages shown for the field `id`, for its aria-describedby (undefined when none is shown). */
export function describedBy(id: string, shown: FieldMessageState): string | undefined {
  return [shown.hint ? `${id}-hint` : null, shown.error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
}
