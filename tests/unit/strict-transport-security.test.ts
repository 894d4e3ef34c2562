/** @jest-environment node */
import diagnostics from 'node:diagnostics_channel';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { resetConfigForTests } from '@/lib/config';
import { STRICT_TRANSPORT_SECURITY } from '@/lib/http/security-headers';
import { createRequestHook } from '@/lib/operations/http-server';
import { captureLogs, type CapturedLogs } from '../support/capture-logs';

/** The server hook sends HSTS on https requests only: a TLS socket, or https said by a proxy TRUST_PROXY trusts. */
let base: string;
let server: http.Server;
let logs: CapturedLogs;
const hook = createRequestHook((pathname) => pathname);

beforeAll(async () => {
  logs = captureLogs();
  diagnostics.subscribe('http.server.request.start', hook);
  server = http.createServer((_req, res) => res.end('ok'));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  diagnostics.unsubscribe('http.server.request.start', hook);
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  logs.restore();
});

afterEach(() => {
  delete process.env.TRUST_PROXY;
  resetConfigForTests();
});

const hsts = async (headers: Record<string, string> = {}) => (await fetch(`${base}/`, { headers })).headers.get('strict-transport-security');

it('is not sent over plain http, nor when a client without a trusted proxy claims https', async () => {
  expect(await hsts()).toBeNull();
  expect(await hsts({ 'x-forwarded-proto': 'https' })).toBeNull();
  expect(await hsts({ forwarded: 'proto=https' })).toBeNull();
});

it('is sent when a trusted proxy says the request was https', async () => {
  process.env.TRUST_PROXY = 'loopback';
  resetConfigForTests();
  expect(await hsts({ 'x-forwarded-proto': 'https' })).toBe(STRICT_TRANSPORT_SECURITY);
  expect(await hsts({ forwarded: 'for=203.0.113.9;proto=https' })).toBe(STRICT_TRANSPORT_SECURITY);
  expect(await hsts({ 'x-forwarded-proto': 'http' })).toBeNull();
  expect(STRICT_TRANSPORT_SECURITY).toMatch(/^max-age=\d{8,}; includeSubDomains$/);
});
