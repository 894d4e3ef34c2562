/**
 * The import worker's entry (test/import.test.ts): loads ./import-and-read.ts through tsx.
 *
 * A worker does not get the parent's `--import tsx` resolver on every Node the shop supports (Node 22 leaves it
 * out), and ./import-and-read.ts imports the shop's modules without extensions, as the app does. So the entry is
 * plain JavaScript that asks tsx for the module itself.
 */
import { tsImport } from 'tsx/esm/api';

await tsImport('./import-and-read.ts', import.meta.url);
