/**
 * A stand-in for LoyaltyLion's browser SDK. The Playwright fixture routes https://*.loyaltylion.net here:
 *   /static/2/loader.js         the loader the shop's queueing stub fetches
 *   /sdk/start/{token}.js       the start script, which boots from the stub's init data, replays its buffer and
 *                               reports init and authenticateCustomer calls back to this server
 *   /standin/{init|authenticate}  where those reports land: the auth token is checked the way LoyaltyLion does,
 *                               SHA-1 of customer id + date + email + the shop's secret
 */
import { createHash } from 'node:crypto';
import { allowCors, listen, readJson, sendJson, sendText, type RunningServer } from './http';

interface Report {
  token?: string;
  customer?: { id?: string; email?: string; name?: string };
  auth?: { date?: string; token?: string };
}

export interface LoyaltyEvent {
  kind: 'init' | 'authenticate';
  siteToken: string | null;
  customerId: string | null;
  email: string | null;
  /** null: no customer was sent; true/false: whether the auth token checks out with the secret. */
  authValid: boolean | null;
}

export interface LoyaltyLionStandIn extends RunningServer {
  events: LoyaltyEvent[];
}

const START_SCRIPT = `(function () {
  var stub = window.loyaltylion || {};
  function report(kind, data) {
    fetch('https://api.loyaltylion.net/standin/' + kind, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(data) });
  }
  var sdk = {
    isLoyaltyLion: true,
    _initData: stub._initData,
    init: function (data) { sdk._initData = data; report('init', data); },
    authenticateCustomer: function (data) { report('authenticate', data); }
  };
  window.loyaltylion = sdk;
  if (stub._initData) report('init', stub._initData);
  (stub._buffer || []).forEach(function (call) { if (sdk[call[0]]) sdk[call[0]].apply(sdk, call[1]); });
})();
`;

export async function startLoyaltyLionStandIn(options: { port: number; siteToken: string; secret: string }): Promise<LoyaltyLionStandIn> {
  const events: LoyaltyEvent[] = [];
  const server = await listen('loyaltylion', options.port, async (req, res, url) => {
    if (allowCors(req, res)) return;
    if (req.method === 'GET' && url.pathname === '/static/2/loader.js') {
      // The real loader only fetches the start script once init names the site; the shop's stub does that itself.
      sendText(res, 200, '/* LoyaltyLion loader stand-in */', 'text/javascript; charset=utf-8');
      return;
    }
    const start = /^\/sdk\/start\/([^/]+)\.js$/.exec(url.pathname);
    if (req.method === 'GET' && start) {
      if (decodeURIComponent(start[1]) !== options.siteToken) sendText(res, 404, '/* unknown site token */', 'text/javascript');
      else sendText(res, 200, START_SCRIPT, 'text/javascript; charset=utf-8');
      return;
    }
    const reported = /^\/standin\/(init|authenticate)$/.exec(url.pathname);
    if (req.method === 'POST' && reported) {
      const data = (await readJson<Report>(req)) ?? {};
      const customer = data.customer ?? null;
      const expected =
        customer && data.auth?.date
          ? createHash('sha1').update(`${customer.id}${data.auth.date}${customer.email}${options.secret}`).digest('hex')
          : null;
      events.push({
        kind: reported[1] as LoyaltyEvent['kind'],
        siteToken: data.token ?? null,
        customerId: customer?.id ?? null,
        email: customer?.email ?? null,
        authValid: customer ? expected !== null && data.auth?.token === expected : null,
      });
      sendJson(res, 200, { ok: true });
      return;
    }
    sendJson(res, 404, { message: `No route for ${req.method} ${url.pathname}` });
  });
  return { ...server, events };
}
