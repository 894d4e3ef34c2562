/**
 * The Sanity project the Studio and the CLI work on. scripts/studio.mjs maps the shop's SANITY_PROJECT_ID,
 * SANITY_DATASET and SANITY_API_HOST to the SANITY_STUDIO_* names the Studio's browser bundle can see.
 */
type Env = Record<string, string | undefined>;

/** Used when no project is configured, so the schema tools and the build work offline; the Studio needs a real one. */
const PLACEHOLDER_PROJECT_ID = 'unset000';

export function studioProject(env: Env): { projectId: string; dataset: string; apiHost?: string } {
  const projectId = env.SANITY_STUDIO_PROJECT_ID || env.SANITY_PROJECT_ID || PLACEHOLDER_PROJECT_ID;
  const dataset = env.SANITY_STUDIO_DATASET || env.SANITY_DATASET || 'production';
  const apiHost = env.SANITY_STUDIO_API_HOST || env.SANITY_API_HOST;
  return apiHost ? { projectId, dataset, apiHost } : { projectId, dataset };
}
