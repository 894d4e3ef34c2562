/** What a content adapter provides: run a GROQ query, published or with drafts overlaid (preview). */
export interface QueryOptions {
  preview?: boolean;
}

export interface ContentSource {
  readonly mode: 'hosted' | 'embedded';
  fetch<T>(query: string, params?: Record<string, unknown>, options?: QueryOptions): Promise<T>;
  /** A value that changes when the dataset changes (the search index rebuilds on it). */
  revision(): Promise<string>;
}
