/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { ALTCHA_WIDGET_SRC } from '@/components/forms/AltchaCaptcha';

/*
 * The sign-up page loads the ALTCHA widget from a module script of its own, served from public/ (so it runs before
 * and apart from the page's bundle). That file must be the installed package's build: after an upgrade of altcha,
 * copy node_modules/altcha/dist/main/altcha.min.js to public/vendor/altcha/altcha-<version>.min.js and point
 * ALTCHA_WIDGET_SRC at it.
 */
const ROOT = path.join(__dirname, '..', '..', '..', '..');

describe('the ALTCHA widget served by the shop', () => {
  it('is the installed package’s own build, named after its version', () => {
    const installed = JSON.parse(fs.readFileSync(path.join(ROOT, 'node_modules/altcha/package.json'), 'utf8')) as { version: string };
    expect(ALTCHA_WIDGET_SRC).toBe(`/vendor/altcha/altcha-${installed.version}.min.js`);
    const served = fs.readFileSync(path.join(ROOT, 'public', ALTCHA_WIDGET_SRC));
    expect(served.equals(fs.readFileSync(path.join(ROOT, 'node_modules/altcha/dist/main/altcha.min.js')))).toBe(true);
  });
});
