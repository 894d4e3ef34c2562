/**
 * Sanity CLI settings: the project (same variables as the shop), and TypeGen, which reads the shop's GROQ queries
 * and writes their result types next to them. STUDIO_TYPEGEN_OUT_DIR redirects both outputs (the freshness test
 * regenerates into a temporary folder and compares).
 */
import { defineCliConfig } from 'sanity/cli';
import { studioProject } from './project';

const { projectId, dataset } = studioProject(process.env);
const outDir = process.env.STUDIO_TYPEGEN_OUT_DIR;

export default defineCliConfig({
  api: { projectId, dataset },
  deployment: { autoUpdates: false },
  typegen: {
    path: '../lib/content/queries.ts',
    schema: outDir ? `${outDir}/schema.json` : 'schema.json',
    generates: outDir ? `${outDir}/sanity.types.ts` : '../lib/content/sanity.types.ts',
    overloadClientMethods: false,
  },
});
