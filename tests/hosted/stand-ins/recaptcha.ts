/**
 * A stand-in for Google reCAPTCHA v2. The browser's `https://www.google.com/recaptcha/api.js` is routed here by
 * the Playwright fixture: the script renders an "I'm not a robot" checkbox for the configured site key (any other
 * key shows Google's site-owner error) and hands the shop a token issued by this server. The shop's server checks
 * the token at /recaptcha/api/siteverify (RECAPTCHA_VERIFY_URL) with its secret: each token is good once.
 */
import { randomBytes } from 'node:crypto';
import { listen, readBody, sendJson, sendText, type RunningServer } from './http';

export interface RecaptchaStandIn extends RunningServer {
  verifications: { success: boolean; errors: string[] }[];
}

const TOKENS_PER_LOAD = 5;

function widgetScript(siteKey: string, tokens: string[]): string {
  return `(function () {
  var siteKey = ${JSON.stringify(siteKey)};
  var tokens = ${JSON.stringify(tokens)};
  var widgets = [];
  function render(container, params) {
    var id = widgets.length;
    var root = typeof container === 'string' ? document.getElementById(container) : container;
    var widget = { token: '', box: null, params: params };
    widgets.push(widget);
    if (params.sitekey !== siteKey) {
      root.textContent = 'ERROR for site owner: Invalid site key';
      return id;
    }
    var label = document.createElement('label');
    label.style.cssText = 'display:inline-flex;align-items:center;gap:.5rem;min-height:44px;padding:.5rem 1rem;border:1px solid #d3d3d3;border-radius:3px;background:#f9f9f9';
    var box = document.createElement('input');
    box.type = 'checkbox';
    box.style.cssText = 'width:24px;height:24px';
    label.appendChild(box);
    label.appendChild(document.createTextNode("I'm not a robot"));
    box.addEventListener('change', function () {
      if (!box.checked) return;
      widget.token = tokens.shift() || '';
      if (params.callback) params.callback(widget.token);
    });
    widget.box = box;
    root.appendChild(label);
    return id;
  }
  window.grecaptcha = {
    render: render,
    reset: function (id) {
      var widget = widgets[id || 0];
      if (!widget) return;
      widget.token = '';
      if (widget.box) widget.box.checked = false;
    },
    getResponse: function (id) { var widget = widgets[id || 0]; return widget ? widget.token : ''; },
    execute: function () {},
    ready: function (callback) { callback(); }
  };
  var src = document.currentScript && document.currentScript.src;
  var onload = src ? new URL(src).searchParams.get('onload') : null;
  if (onload && typeof window[onload] === 'function') window[onload]();
})();
`;
}

export async function startRecaptchaStandIn(options: { port: number; siteKey: string; secretKey: string }): Promise<RecaptchaStandIn> {
  const issued = new Set<string>();
  const verifications: RecaptchaStandIn['verifications'] = [];

  const server = await listen('recaptcha', options.port, async (req, res, url) => {
    if (req.method === 'GET' && url.pathname === '/recaptcha/api.js') {
      const tokens = Array.from({ length: TOKENS_PER_LOAD }, () => `standin-${randomBytes(24).toString('base64url')}`);
      for (const token of tokens) issued.add(token);
      sendText(res, 200, widgetScript(options.siteKey, tokens), 'text/javascript; charset=utf-8');
      return;
    }
    if (req.method === 'POST' && url.pathname === '/recaptcha/api/siteverify') {
      const form = new URLSearchParams(await readBody(req));
      const errors: string[] = [];
      if (form.get('secret') !== options.secretKey) errors.push('invalid-input-secret');
      const token = form.get('response') ?? '';
      if (!token) errors.push('missing-input-response');
      else if (!issued.delete(token)) errors.push('invalid-input-response');
      verifications.push({ success: errors.length === 0, errors });
      sendJson(res, 200, errors.length === 0 ? { success: true, challenge_ts: new Date().toISOString(), hostname: '127.0.0.1' } : { success: false, 'error-codes': errors });
      return;
    }
    sendJson(res, 404, { message: `No route for ${req.method} ${url.pathname}` });
  });
  return { ...server, verifications };
}
