// Captcha benchmark: how long the ALTCHA proof of work takes a shopper's browser. Headless Chromium opens the real
// sign-up page, ticks "I'm not a robot" and waits for "Verified"; the shop then verifies and spends the payload
// (POST /api/recaptcha). Rows: the shop's configured difficulty (CAPTCHA_POW_COST x CAPTCHA_POW_COUNTER, its
// challenges from GET /api/captcha/challenge), and for calibration a few other difficulties given to the same
// widget directly (made here with altcha-lib; the shop does not see those). Target: 0.3 to 1.5 s of solving.
import { chromium } from '@playwright/test';
import { createChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { CHROMIUM_ARGS, ensureChromium } from '../lib/chromium.mjs';
import { median } from './stats.mjs';

const RUNS = Number(process.env.BENCH_CAPTCHA_RUNS ?? 7);
const CALIBRATION = [
  { cost: 5_000, counter: 500 },
  { cost: 5_000, counter: 2_000 },
  { cost: 1_000, counter: 5_000 },
];


/** One solve on a fresh sign-up page; `challenge` given to the widget, else the shop's own. */
async function solveOnce(browser, base, challenge) {
  const page = await browser.newPage();
  try {
    await page.goto(`${base}/create-account`);
    const box = page.getByRole('checkbox', { name: "I'm not a robot" });
    await box.waitFor();
    // The shop's challenge has arrived once the widget is configured with it.
    await page.waitForFunction(() => Boolean(document.querySelector('altcha-widget')?.getConfiguration?.().challenge));
    if (challenge) await page.evaluate((value) => document.querySelector('altcha-widget').configure({ challenge: value }), challenge);
    const verified = page.evaluate(
      () => new Promise((resolve) => document.querySelector('altcha-widget').addEventListener('verified', (e) => resolve(e.detail.payload), { once: true })),
    );
    const started = Date.now();
    // A click on its label, as a shopper would (Playwright's own check() sees the tick mark drawn over the box).
    await page.getByText("I'm not a robot", { exact: true }).click();
    const payload = await verified;
    const wallMs = Date.now() - started;
    const decoded = JSON.parse(Buffer.from(payload, 'base64').toString('utf8'));
    let accepted = null;
    if (!challenge) {
      const response = await page.request.post(`${base}/api/recaptcha`, { data: { code: payload } });
      accepted = (await response.json()).data?.success === true;
    }
    return { solveMs: decoded.solution.time, wallMs, counter: decoded.solution.counter, accepted };
  } finally {
    await page.close();
  }
}

async function measure(browser, base, label, make) {
  const runs = [];
  for (let i = 0; i < RUNS; i += 1) runs.push(await solveOnce(browser, base, make ? await make() : undefined));
  const solve = runs.map((r) => r.solveMs);
  return {
    difficulty: label,
    runs: runs.length,
    medianSolveS: +(median(solve) / 1000).toFixed(2),
    minSolveS: +(Math.min(...solve) / 1000).toFixed(2),
    maxSolveS: +(Math.max(...solve) / 1000).toFixed(2),
    medianTickToVerifiedS: +(median(runs.map((r) => r.wallMs)) / 1000).toFixed(2),
    msPerAttempt: +(median(runs.map((r) => r.solveMs / Math.max(r.counter, 1)))).toFixed(2),
    acceptedByShop: runs.every((r) => r.accepted !== false) ? (runs[0].accepted === null ? 'n/a' : 'all') : 'NOT ALL',
  };
}

export async function bench(base) {
  const executablePath = ensureChromium();
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  try {
    const config = await (await fetch(`${base}/api/captcha/challenge`)).json();
    const { cost } = config.data.parameters;
    const rows = [await measure(browser, base, `the shop's own (cost ${cost}, CAPTCHA_POW_COUNTER ${process.env.CAPTCHA_POW_COUNTER ?? 'default'})`)];
    for (const { cost: c, counter } of CALIBRATION) {
      rows.push(
        await measure(browser, base, `cost ${c}, counter ${counter / 2}-${counter}`, () =>
          createChallenge({
            algorithm: 'PBKDF2/SHA-256',
            cost: c,
            counter: Math.floor(counter / 2 + Math.random() * (counter / 2)),
            deriveKey,
            hmacSignatureSecret: 'bench-only',
            hmacKeySignatureSecret: 'bench-only-key',
          }),
        ),
      );
    }
    return rows;
  } finally {
    await browser.close();
  }
}
