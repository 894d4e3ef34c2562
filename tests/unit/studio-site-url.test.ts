/** @jest-environment node */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { deployedSiteUrlProblem } from '../../scripts/lib/studio-site-url.mjs';

/**
 * A deployed Studio's 'Open preview' sends editors to SITE_URL: `npm run studio:deploy` refuses to deploy without the
 * shop's public https address (the default would open http://localhost:3000 on each editor's machine).
 */
const run = promisify(execFile);
const ROOT = path.join(__dirname, '../..');

describe("the shop address a deployed Studio's 'Open preview' uses", () => {
  it.each([
    [undefined, /needs SITE_URL/],
    ['  ', /needs SITE_URL/],
    ['shop.example.com', /not a URL/],
    ['http://shop.example.com', /must use https/],
    ['https://localhost:3000', /this machine/],
    ['https://127.0.0.1', /this machine/],
  ])('refuses %p, saying what to set', (siteUrl, problem) => {
    expect(deployedSiteUrlProblem(siteUrl)).toMatch(problem);
    expect(deployedSiteUrlProblem(siteUrl)).toMatch(/Set SITE_URL .* https:\/\/shop\.example\.com/);
  });

  it('accepts the public https address of the shop', () => {
    expect(deployedSiteUrlProblem('https://shop.example.com')).toBeNull();
    expect(deployedSiteUrlProblem('https://shop.example.com/')).toBeNull();
  });

  it('stops studio:deploy before deploying anything when SITE_URL is missing', async () => {
    const env = { ...process.env, SANITY_PROJECT_ID: 'p1', SANITY_DATASET: 'production', SITE_URL: '' };
    const outcome = await run(process.execPath, ['scripts/studio.mjs', 'deploy'], { cwd: ROOT, env }).then(
      () => ({ code: 0, stderr: '' }),
      (error: { code: number; stderr: string }) => ({ code: error.code, stderr: error.stderr }),
    );
    expect(outcome.code).toBe(1);
    expect(outcome.stderr).toMatch(/A deployed Studio needs SITE_URL/);
  });
});
