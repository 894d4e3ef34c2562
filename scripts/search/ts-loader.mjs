// Lets plain `node` (20.6+) import the app's TypeScript modules: a module.register() hook that transpiles
// .ts/.tsx with the project's own `typescript` package (no type check) and resolves extensionless relative
// imports and the `@/` alias. Used by scripts/search-sync.mjs and scripts/bench/search.mjs.
//   import { importTs } from './search/ts-loader.mjs'; const mod = await importTs('lib/search/engine/index.ts');
import { register } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..', '..');

const hooks = `
import { createRequire } from 'node:module';
import { readFileSync, existsSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
const root = ${JSON.stringify(root)};
const require = createRequire(root + '/package.json');
const ts = require('typescript');
const EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx'];

export async function resolve(specifier, context, next) {
  if (specifier.startsWith('@/')) specifier = pathToFileURL(root + '/' + specifier.slice(2)).href;
  const relative = specifier.startsWith('.') || specifier.startsWith('file:') || specifier.startsWith('/');
  if (relative && context.parentURL) {
    const base = new URL(specifier, context.parentURL);
    const file = fileURLToPath(base);
    if (!/\\.[cm]?[jt]sx?$|\\.json$/.test(file) || !existsSync(file)) {
      for (const ext of EXTENSIONS) {
        if (existsSync(file + ext)) return next(pathToFileURL(file + ext).href, context);
      }
    }
  }
  return next(specifier, context);
}

export async function load(url, context, next) {
  if (/\\.tsx?$/.test(url) && url.startsWith('file:')) {
    const fileName = fileURLToPath(url);
    const output = ts.transpileModule(readFileSync(fileName, 'utf8'), {
      fileName,
      compilerOptions: {
        module: ts.ModuleKind.ESNext,
        target: ts.ScriptTarget.ES2022,
        jsx: ts.JsxEmit.ReactJSX,
        esModuleInterop: true,
        sourceMap: false,
      },
    });
    return { format: 'module', source: output.outputText, shortCircuit: true };
  }
  return next(url, context);
}
`;

let registered = false;

function registerTs() {
  if (registered) return;
  register(`data:text/javascript,${encodeURIComponent(hooks)}`, import.meta.url);
  registered = true;
}

/** Imports a TypeScript module of the app by its path from the repository root. */
export async function importTs(relativePath) {
  registerTs();
  return import(pathToFileURL(path.join(root, relativePath)).href);
}
