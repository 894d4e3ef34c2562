import fs from 'node:fs';
import path from 'node:path';
import { evaluate, parse } from 'groq-js';
import type { ContentSource, QueryOptions } from './source';

type Doc = { _id: string; _type: string; [key: string]: unknown };

interface Loaded {
  mtimeMs: number;
  published: Doc[];
  preview: Doc[];
}

const DRAFT_PREFIX = 'drafts.';

/** Splits an NDJSON export into the published view and the preview view (drafts override, as Sanity's drafts perspective). */
export function buildViews(docs: Doc[]): { published: Doc[]; preview: Doc[] } {
  const published = docs.filter((d) => !d._id.startsWith(DRAFT_PREFIX));
  const drafts = new Map(
    docs.filter((d) => d._id.startsWith(DRAFT_PREFIX)).map((d) => [d._id.slice(DRAFT_PREFIX.length), d] as const),
  );
  const preview: Doc[] = published.map((doc) => {
    const draft = drafts.get(doc._id);
    return draft ? { ...draft, _id: doc._id, _originalId: draft._id } : doc;
  });
  for (const [id, draft] of drafts) {
    if (!published.some((d) => d._id === id)) preview.push({ ...draft, _id: id, _originalId: draft._id });
  }
  return { published, preview };
}

export function parseNdjson(text: string, file = 'dataset'): Doc[] {
  const docs: Doc[] = [];
  text.split('\n').forEach((line, index) => {
    if (line.trim() === '') return;
    try {
      docs.push(JSON.parse(line) as Doc);
    } catch {
      throw new Error(`${file}: line ${index + 1} is not valid JSON`);
    }
  });
  return docs;
}

/** Runs the app's GROQ with groq-js over a Sanity NDJSON export; reloads when the file changes. */
export function createEmbeddedSource(file: string = path.join(process.cwd(), 'data/content/production.ndjson')): ContentSource {
  let loaded: Loaded | null = null;
  const parsed = new Map<string, ReturnType<typeof parse>>();

  function load(): Loaded {
    const { mtimeMs } = fs.statSync(/*turbopackIgnore: true*/ file);
    if (loaded && loaded.mtimeMs === mtimeMs) return loaded;
    const views = buildViews(parseNdjson(fs.readFileSync(/*turbopackIgnore: true*/ file, 'utf8'), file));
    loaded = { mtimeMs, ...views };
    return loaded;
  }

  return {
    mode: 'embedded',
    async fetch<T>(query: string, params: Record<string, unknown> = {}, options: QueryOptions = {}): Promise<T> {
      const data = load();
      // groq-js folds some params (slice bounds) into the tree, so the cache key includes them.
      const key = `${query}\u0000${JSON.stringify(params)}`;
      let tree = parsed.get(key);
      if (!tree) {
        tree = parse(query, { params });
        if (parsed.size > 500) parsed.clear();
        parsed.set(key, tree);
      }
      const result = await evaluate(tree, { dataset: options.preview ? data.preview : data.published, params });
      return (await result.get()) as T;
    },
    async revision() {
      return String(load().mtimeMs);
    },
  };
}
