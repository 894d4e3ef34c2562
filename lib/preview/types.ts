/** What a valid preview request grants: draft mode, then the page to open. */
export interface PreviewGrant {
  redirectTo: string;
}

/**
 * Decides who may turn draft mode on. Hosted content proves it with a link: the Studio's 'Open preview' puts a
 * short-lived secret in it. Embedded content has a long-lived secret, which is typed into the shop's preview form
 * (PREVIEW_FORM_PATH) and posted, never put in a URL (history, proxy logs, Referer).
 */
export type PreviewAccess =
  | {
      readonly kind: 'link';
      /** What a refused editor reads: how to open the preview again. */
      readonly refusal: string;
      /** The request's URL (path and query); null when it carries no valid secret. */
      check(requestUrl: string): Promise<PreviewGrant | null>;
    }
  | {
      readonly kind: 'form';
      readonly refusal: string;
      /** The secret typed into the form, and the page to open; null when the secret is wrong. */
      checkSecret(secret: unknown, slug: unknown): Promise<PreviewGrant | null>;
    };
