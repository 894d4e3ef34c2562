/**
 * The Studio for the shop's content. Project and dataset come from the shop's own SANITY_* variables, passed as
 * SANITY_STUDIO_* by scripts/studio.mjs (`npm run studio`, `npm run studio:build`).
 */
import { defineConfig } from 'sanity';
import { structureTool } from 'sanity/structure';
import { OpenPreviewAction } from './actions/open-preview';
import { isPreviewable } from './lib/preview-url';
import { isSingleton, schemaTypes } from './schemaTypes';
import { templates } from './schemaTypes/templates';
import { structure } from './structure';
import { studioProject } from './project';

/** What editors can do with a singleton: edit and publish it, never delete or duplicate it. */
const SINGLETON_ACTIONS = new Set(['publish', 'discardChanges', 'restore']);

export default defineConfig({
  name: 'default',
  title: 'Bulk Nutrients content',
  // Spelled out: the Studio's bundler replaces each process.env.SANITY_STUDIO_* reference, not process.env itself.
  ...studioProject({
    SANITY_STUDIO_PROJECT_ID: process.env.SANITY_STUDIO_PROJECT_ID,
    SANITY_STUDIO_DATASET: process.env.SANITY_STUDIO_DATASET,
    SANITY_STUDIO_API_HOST: process.env.SANITY_STUDIO_API_HOST,
  }),
  plugins: [structureTool({ title: 'Content', structure })],
  schema: { types: schemaTypes, templates },
  document: {
    actions: (previous, { schemaType }) => {
      const allowed = isSingleton(schemaType) ? previous.filter(({ action }) => action && SINGLETON_ACTIONS.has(action)) : previous;
      return isPreviewable(schemaType) ? [...allowed, OpenPreviewAction] : allowed;
    },
    newDocumentOptions: (previous) => previous.filter(({ templateId }) => !isSingleton(templateId)),
  },
});
