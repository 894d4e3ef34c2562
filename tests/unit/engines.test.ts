/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import semver from 'semver';

/*
 * The Node.js floor promised in package.json (`engines.node`) must be one every installed package supports:
 * each package's own `engines.node`, top-level and nested under other packages' node_modules, must accept every
 * version the project's range allows. Installing a dependency that needs a newer Node fails here, so the
 * promise (and the README, which states the same floor) cannot go stale.
 */

const ROOT = path.resolve(__dirname, '..', '..');

interface Engine {
  name: string;
  version: string;
  node: string;
  where: string;
}

function readPackage(dir: string): { name?: string; version?: string; engines?: { node?: unknown } } | null {
  try {
    return JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
  } catch {
    return null;
  }
}

/** Every installed package (node_modules/x, node_modules/@scope/x, and the same under each package, recursively). */
function installedEngines(nodeModules: string, found: Engine[] = []): Engine[] {
  let entries: fs.Dirent[];
  try {
    entries = fs.readdirSync(nodeModules, { withFileTypes: true });
  } catch {
    return found;
  }
  for (const entry of entries) {
    if (entry.name.startsWith('.') || !(entry.isDirectory() || entry.isSymbolicLink())) continue;
    const dirs = entry.name.startsWith('@')
      ? fs.readdirSync(path.join(nodeModules, entry.name)).map((name) => path.join(nodeModules, entry.name, name))
      : [path.join(nodeModules, entry.name)];
    for (const dir of dirs) {
      const pkg = readPackage(dir);
      if (pkg && typeof pkg.engines?.node === 'string') {
        found.push({ name: pkg.name ?? path.basename(dir), version: pkg.version ?? '?', node: pkg.engines.node, where: path.relative(ROOT, dir) });
      }
      installedEngines(path.join(dir, 'node_modules'), found);
    }
  }
  return found;
}

const project = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { engines: { node: string } };
const floor = project.engines.node;
const engines = installedEngines(path.join(ROOT, 'node_modules'));

describe('the Node.js version the project promises', () => {
  it('is a valid range, and the README and .nvmrc agree with it', () => {
    expect(semver.validRange(floor)).not.toBeNull();
    const minimum = semver.minVersion(floor)!;
    const readme = fs.readFileSync(path.join(ROOT, 'README.md'), 'utf8');
    expect(readme).toContain(`${minimum.major}.${minimum.minor}`);
    const nvmrc = fs.readFileSync(path.join(ROOT, '.nvmrc'), 'utf8').trim();
    expect(semver.satisfies(`${nvmrc}.0.0`, floor)).toBe(true);
    expect(readme).toContain(`Node.js ${nvmrc}`);
  });

  it('reads the engines of the installed packages, top-level and nested', () => {
    expect(engines.length).toBeGreaterThan(100);
    expect(engines.some((engine) => engine.where.split('node_modules').length > 2)).toBe(true);
  });

  // The floor itself, and the Node this suite runs on (CI: the .nvmrc LTS). Odd-numbered, non-LTS majors that
  // some packages skip (jest: ^22 || >=24) are not promised.
  const versions = [semver.minVersion(floor)!.version, process.versions.node];

  it('is supported by every installed package', () => {
    const unsupported = engines
      .filter((engine) => versions.some((version) => !semver.satisfies(version, engine.node)))
      .map((engine) => `${engine.name}@${engine.version} needs node ${engine.node} (${engine.where})`);
    expect(unsupported).toEqual([]);
  });

  // Below 22.18 the packages would still install, but Next.js loads next.config.ts through a require hook that
  // takes Node's .mjs loader away with it (docs/deploy.md): `next start`, `next dev` and jest then fail.
  it('runs TypeScript by itself (22.18 in Node 22), as next.config.ts needs', () => {
    expect(semver.gte(semver.minVersion(floor)!, '22.18.0')).toBe(true);
  });

  it('fails for a package that needs more than the floor (the check itself works)', () => {
    const minimum = semver.minVersion(floor)!;
    expect(semver.satisfies(minimum, `>=${semver.inc(minimum, 'patch')}`)).toBe(false);
    expect(semver.satisfies(minimum, '^18.19.0 || >=20.6.0')).toBe(true);
  });
});
