/** @jest-environment node */
import { createHash } from 'node:crypto';
import { loadConfig, toPublicConfig } from '@/lib/config';
import { inlineScriptHashes, nextBootstrapScriptHash } from '@/lib/http/inline-scripts';
import { contentSecurityPolicy, documentScriptPolicy } from '@/lib/http/security-headers';

const embedded = toPublicConfig(loadConfig({}));
const sha = (text: string) => `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;
const directives = (policy: string) => new Map(policy.split(';').map((part) => part.trim().split(/\s+/)).map(([name, ...values]) => [name, values]));

describe('the Content-Security-Policy header', () => {
  it('allows no inline script anywhere: no script-src or default-src (scripts follow the document policy)', () => {
    const header = directives(contentSecurityPolicy(embedded));
    expect(header.has('script-src')).toBe(false);
    expect(header.has('script-src-elem')).toBe(false);
    expect(header.has('default-src')).toBe(false);
    expect([...header].filter(([, values]) => values.includes("'unsafe-inline'")).map(([name]) => name)).toEqual(['style-src']);
    expect([...header.keys()].some((name) => /eval/.test(String(header.get(name))))).toBe(false);
  });

  it('still limits everything else to this site (and locks down objects, framing, base and forms)', () => {
    const header = directives(contentSecurityPolicy(embedded));
    expect(header.get('connect-src')).toEqual(["'self'"]);
    expect(header.get('object-src')).toEqual(["'none'"]);
    expect(header.get('frame-ancestors')).toEqual(["'none'"]);
    expect(header.get('base-uri')).toEqual(["'self'"]);
    expect(header.get('form-action')).toEqual(["'self'"]);
    expect(header.get('worker-src')).toEqual(["'self'", 'blob:']);
  });
});

describe("a document's script policy", () => {
  it('names the hashes of its inline scripts and never unsafe-inline in production', () => {
    const policy = documentScriptPolicy(embedded, [sha('a()'), sha('b()')], false);
    expect(policy).toBe(`script-src 'self' '${sha('a()')}' '${sha('b()')}'; worker-src 'self' blob:`);
    expect(documentScriptPolicy(embedded, [], false)).toBe("script-src 'self'; worker-src 'self' blob:");
  });

  it("adds reCAPTCHA's hosts when it is configured (hosted captcha)", () => {
    const hosted = toPublicConfig(loadConfig({ RECAPTCHA_SITE_KEY: 'site', RECAPTCHA_SECRET_KEY: 'secret' }));
    expect(documentScriptPolicy(hosted, [], false)).toBe("script-src 'self' https://www.google.com/recaptcha/ https://www.gstatic.com/recaptcha/; worker-src 'self' blob:");
  });

  it("lets development's own tooling run (inline and eval, without hashes that would turn 'unsafe-inline' off)", () => {
    expect(documentScriptPolicy(embedded, [sha('a()')], true)).toBe("script-src 'self' 'unsafe-inline' 'unsafe-eval'; worker-src 'self' blob:");
  });
});

describe('the inline scripts of a rendered page', () => {
  it('hashes the scripts a browser runs, once each, byte for byte', () => {
    const reveal = '$RC=function(b,c){};$RC("B:0","S:0")';
    const html = `<div>x</div><script>${reveal}</script><script type="text/javascript">a&amp;b</script><script>${reveal}</script><SCRIPT type=module>m()</SCRIPT>`;
    expect(inlineScriptHashes(html)).toEqual([sha(reveal), sha('a&amp;b'), sha('m()')]);
  });

  it('leaves out external scripts and data blocks (JSON, JSON-LD), which need no hash', () => {
    const html =
      '<script src="/_next/static/chunks/main.js" defer></script><script id="__NEXT_DATA__" type="application/json">{"a":1}</script>' +
      '<script type="application/ld+json">{"@type":"Product"}</script><script async src=/x.js></script>';
    expect(inlineScriptHashes(html)).toEqual([]);
  });
});

describe("Next's Turbopack bootstrap script", () => {
  const manifest = {
    devFiles: [], polyfillFiles: [], lowPriorityFiles: [], rootMainFiles: [], rootMainFilesTree: {}, pages: { '/_app': [] },
    chunkLoadingGlobal: 'TURBOPACK',
    pagesChunkGroupBootstrapParams: { '/_app': { otherChunks: ['static/chunks/app.js'], runtimeModuleIds: [1] }, '/': { otherChunks: ['static/chunks/<home>.js'], runtimeModuleIds: [2] } },
  };

  it("is hashed as <NextScript> writes it: the app's and the page's chunk groups, HTML-escaped", () => {
    const text =
      '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["static/chunks/app.js"],"runtimeModuleIds":[1]});\n' +
      '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["static/chunks/\\u003chome\\u003e.js"],"runtimeModuleIds":[2]});';
    expect(nextBootstrapScriptHash(manifest, '/')).toBe(sha(text));
  });

  it('is absent from builds without one (webpack)', () => {
    expect(nextBootstrapScriptHash({ ...manifest, pagesChunkGroupBootstrapParams: undefined, chunkLoadingGlobal: undefined }, '/')).toBeNull();
  });
});
