/**
 * A stand-in for Klaviyo. Server side, the shop's newsletter sign-up posts the list id and email here
 * (KLAVIYO_SUBSCRIBE_URL). In the browser, the Playwright fixture routes https://*.klaviyo.com here: the onsite
 * script drains the shop's `_learnq` queue and reports identify calls back to /standin/identify.
 */
import { allowCors, listen, readBody, readJson, sendJson, sendText, type RunningServer } from './http';

export interface KlaviyoStandIn extends RunningServer {
  subscriptions: { listId: string; email: string }[];
  identified: { companyId: string | null; email: string | null }[];
}

const ONSITE_SCRIPT = `(function () {
  var companyId = new URL(document.currentScript.src).searchParams.get('company_id');
  function handle(item) {
    if (Array.isArray(item) && item[0] === 'identify') {
      fetch('https://a.klaviyo.com/standin/identify', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ companyId: companyId, profile: item[1] }) });
    }
  }
  var queue = window._learnq || [];
  queue.forEach(handle);
  window._learnq = { push: function () { for (var i = 0; i < arguments.length; i += 1) handle(arguments[i]); return 0; } };
})();
`;

export async function startKlaviyoStandIn(options: { port: number; publicKey: string; listId: string }): Promise<KlaviyoStandIn> {
  const subscriptions: KlaviyoStandIn['subscriptions'] = [];
  const identified: KlaviyoStandIn['identified'] = [];
  const server = await listen('klaviyo', options.port, async (req, res, url) => {
    if (allowCors(req, res)) return;
    if (req.method === 'POST' && url.pathname === '/ajax/subscriptions/subscribe') {
      const form = new URLSearchParams(await readBody(req));
      const listId = form.get('g') ?? '';
      const email = form.get('email') ?? '';
      if (listId !== options.listId || !email.includes('@')) {
        sendJson(res, 400, { success: false, errors: ['A valid list id and email address are required.'] });
        return;
      }
      subscriptions.push({ listId, email });
      sendJson(res, 200, { success: true, data: { is_subscribed: true, email } });
      return;
    }
    if (req.method === 'GET' && url.pathname === '/onsite/js/klaviyo.js') {
      if (url.searchParams.get('company_id') !== options.publicKey) sendText(res, 403, '/* unknown company */', 'text/javascript');
      else sendText(res, 200, ONSITE_SCRIPT, 'text/javascript; charset=utf-8');
      return;
    }
    if (req.method === 'POST' && url.pathname === '/standin/identify') {
      const data = (await readJson<{ companyId?: string; profile?: { $email?: string; email?: string } }>(req)) ?? {};
      identified.push({ companyId: data.companyId ?? null, email: data.profile?.$email ?? data.profile?.email ?? null });
      sendJson(res, 200, { ok: true });
      return;
    }
    sendJson(res, 404, { message: `No route for ${req.method} ${url.pathname}` });
  });
  return { ...server, subscriptions, identified };
}
