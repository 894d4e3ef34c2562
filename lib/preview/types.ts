/** What a valid preview request grants: draft mode, then the page to open. */
export interface PreviewGrant {
  redirectTo: string;
}

/** Decides whether a request to /api/preview may turn draft mode on. */
export interface PreviewAccess {
  /** What a refused editor reads: how to open the preview again in this content mode. */
  readonly refusal: string;
  /** The request's URL (path and query); null when it carries no valid secret. */
  check(requestUrl: string): Promise<PreviewGrant | null>;
}
