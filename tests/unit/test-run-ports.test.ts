/** @jest-environment node */
import net from 'node:net';
import path from 'node:path';
import { availablePort } from '../../scripts/lib/ports.mjs';
import { BASE_PORT, CONTROL_PORT, SERVICES, startStandIns, type StandIns } from '../hosted/stand-ins';

/** Listens on `port` (0: any) on loopback; null when something else already does. */
function occupy(port: number): Promise<net.Server | null> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(null));
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}

const portOf = (url: string) => Number(new URL(url).port);
const closeServer = (server: net.Server | null) => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));

describe('a test run on a machine where its usual ports are taken', () => {
  it('availablePort answers the usual port when it is free, another free one when it is taken', async () => {
    const probe = await occupy(0);
    const port = (probe!.address() as net.AddressInfo).port;
    await closeServer(probe);
    expect(await availablePort(port)).toBe(port);

    const holder = await occupy(port);
    try {
      const other = await availablePort(port);
      expect(other).not.toBe(port);
      // And it is really free: a server can listen there.
      const server = await occupy(other);
      expect(server).not.toBeNull();
      await closeServer(server);
    } finally {
      await closeServer(holder);
    }
  });

  describe('the hosted stand-ins', () => {
    let standIns: StandIns | undefined;
    let holder: net.Server | null = null;
    afterEach(async () => {
      await standIns?.close();
      standIns = undefined;
      await closeServer(holder);
    });

    it('move to free ports together, and their env and URLs say where', async () => {
      holder = await occupy(CONTROL_PORT); // null: something else holds it already, which is the case under test too
      const log = jest.spyOn(console, 'log').mockImplementation(() => {});
      try {
        standIns = await startStandIns({ root: path.resolve(__dirname, '../..') });
        // The developer is told why the stand-ins are not where the table says.
        expect(log).toHaveBeenCalledWith(expect.stringMatching(new RegExp(`ports ${BASE_PORT}-${CONTROL_PORT} are in use`)));
      } finally {
        log.mockRestore();
      }
      const ports = [...SERVICES.map((service) => portOf(standIns!.proxies[service].url)), portOf(standIns.controlUrl)];
      expect(ports).not.toContain(CONTROL_PORT);
      expect(new Set(ports).size).toBe(ports.length);
      // Nothing points at the usual ports: the shop would talk to whatever holds them.
      for (const value of Object.values(standIns.env)) {
        const port = /^http:\/\/127\.0\.0\.1:(\d+)/.exec(value)?.[1];
        if (port) expect(ports).toContain(Number(port));
      }
      expect(ports.some((port) => port >= BASE_PORT && port <= CONTROL_PORT)).toBe(false);
      // They answer where they say.
      const state = await fetch(`${standIns.controlUrl}/state`);
      expect(state.status).toBe(200);
      const catalogue = await fetch(`${standIns.env.BIGCOMMERCE_API_URL}/v3/catalog/products?limit=1`, {
        headers: { 'X-Auth-Token': standIns.env.BIGCOMMERCE_ACCESS_TOKEN ?? '', Accept: 'application/json' },
      });
      expect(catalogue.status).toBe(200);
    });
  });
});
