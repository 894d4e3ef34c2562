// Types of sanity-import.mjs for its TypeScript callers (studio/test).
export interface SanityImportFolder {
  /** The documents written to data.ndjson (asset documents left out, images pointing at their files). */
  docs: Record<string, unknown>[];
  /** The asset documents whose files were copied into images/, keyed by file name. */
  assets: Map<string, Record<string, unknown>>;
}

export function writeSanityImport(options: { dataset?: string; publicDir?: string; out: string }): SanityImportFolder;
