/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';

/*
 * Docker cannot run here, so the image is proven in two halves: tests/e2e/standalone.spec.ts runs the final
 * stage's layout (`node server.js` with .next/static and public beside it), and this test holds the recipe to
 * what that layout and docs/deploy.md promise.
 */
const ROOT = path.resolve(__dirname, '..', '..');
const dockerfile = fs.readFileSync(path.join(ROOT, 'Dockerfile'), 'utf8');
const dockerignore = fs.readFileSync(path.join(ROOT, '.dockerignore'), 'utf8').split('\n').map((line) => line.trim());

/** Instructions of each stage, continuation lines joined. */
function stages(): { name: string; from: string; lines: string[] }[] {
  const lines = dockerfile
    .replace(/\\\n\s*/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
  const result: { name: string; from: string; lines: string[] }[] = [];
  for (const line of lines) {
    const from = /^FROM\s+(\S+)(?:\s+AS\s+(\S+))?/i.exec(line);
    if (from) result.push({ from: from[1], name: from[2] ?? '', lines: [] });
    else result.at(-1)?.lines.push(line);
  }
  return result;
}

describe('the container recipe', () => {
  const all = stages();
  const runtime = all.at(-1)!;

  it('is multi-stage on the Node.js LTS slim image named in .nvmrc', () => {
    const nvmrc = fs.readFileSync(path.join(ROOT, '.nvmrc'), 'utf8').trim();
    expect(all.length).toBeGreaterThanOrEqual(3);
    expect(dockerfile).toContain(`ARG NODE_VERSION=${nvmrc}`);
    for (const stage of all) expect(stage.from).toBe('node:${NODE_VERSION}-slim');
  });

  it('puts only the standalone output, its static assets and public files in the final image', () => {
    const copies = runtime.lines.filter((line) => line.startsWith('COPY'));
    expect(copies.map((line) => line.replace(/--chown=\S+\s+/, ''))).toEqual([
      'COPY --from=build /app/.next/standalone ./',
      'COPY --from=build /app/.next/static ./.next/static',
      'COPY --from=build /app/public ./public',
    ]);
    expect(runtime.lines.some((line) => /^RUN .*npm (install|ci)/.test(line))).toBe(false);
  });

  it('runs as a non-root user with DATA_DIR on a volume, Next.js signals off, and a health check on /api/health', () => {
    const user = runtime.lines.find((line) => line.startsWith('USER'));
    expect(user).toBeDefined();
    expect(user).not.toMatch(/root|\b0\b/);
    expect(runtime.lines.findIndex((line) => line.startsWith('USER'))).toBeLessThan(runtime.lines.findIndex((line) => line.startsWith('CMD')));
    expect(runtime.lines.join('\n')).toMatch(/DATA_DIR=\/data/);
    expect(runtime.lines).toContain('VOLUME ["/data"]');
    expect(runtime.lines.join('\n')).toMatch(/NEXT_MANUAL_SIG_HANDLE=true/);
    expect(runtime.lines.find((line) => line.startsWith('HEALTHCHECK'))).toContain('/api/health');
    expect(runtime.lines.at(-1)).toBe('CMD ["node", "server.js"]');
  });

  it('bakes no secret in: no secret-like ENV or ARG, environment files kept out of the build context', () => {
    for (const line of all.flatMap((stage) => stage.lines).filter((l) => /^(ENV|ARG)\b/.test(l))) {
      expect(line).not.toMatch(/SECRET|TOKEN|PASSWORD|KEY|BIGCOMMERCE|SANITY|ALGOLIA|REDIS_URL/i);
    }
    expect(dockerignore).toEqual(expect.arrayContaining(['.env', '.env.*', '!.env.example', 'node_modules', '.next', '.data']));
    // The build gets the environment as a BuildKit secret mount, never as a layer.
    expect(dockerfile).toMatch(/RUN --mount=type=secret,id=env,target=\/app\/\.env\.production\.local/);
  });
});
