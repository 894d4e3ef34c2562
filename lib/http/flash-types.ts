/** The one-time message of a form post, as pages receive it (lib/http/flash.ts seals and reads it). */
export interface FlashError {
  message: string;
  /** The field the message is about, when there is one. */
  field?: string;
}

export interface Flash {
  /** A notice for the next page ("Added Whey Protein Isolate 1kg Chocolate to your cart"). */
  message?: string;
  /** The id (`_form` field) of the form these errors and values belong to. */
  form?: string;
  errors?: FlashError[];
  /** What the shopper typed, by field name (never a password). */
  values?: Record<string, string>;
}
