/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { createLogDestination } from '@/lib/operations/log-destination';

/* The production log destination (lib/operations/log-destination.ts): lines are written once per turn of the
   event loop, in order, and none is lost or held back. Written to a file here, read back with readFileSync. */

let dir: string;
let file: string;
let fd: number;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'log-destination-'));
  file = path.join(dir, 'out.log');
  fd = fs.openSync(file, 'a');
});
afterEach(() => {
  fs.closeSync(fd);
  fs.rmSync(dir, { recursive: true, force: true });
});

const written = () => fs.readFileSync(file, 'utf8');
const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

it('writes the lines of one turn together after it, in order, with one write', async () => {
  const writeSync = jest.spyOn(fs, 'writeSync');
  const log = pino({ base: undefined }, createLogDestination(fd));
  for (let i = 0; i < 100; i += 1) log.info({ i }, 'request');
  expect(written()).toBe('');
  await nextTurn();
  const lines = written().trim().split('\n').map((line) => JSON.parse(line) as { i: number });
  expect(lines.map((line) => line.i)).toEqual(Array.from({ length: 100 }, (_, i) => i));
  expect(writeSync.mock.calls.filter(([target]) => target === fd)).toHaveLength(1);
  writeSync.mockRestore();
});

it('writes error and fatal lines at once, with everything before them', () => {
  const log = pino({ base: undefined }, createLogDestination(fd));
  log.info('before');
  log.error('broken');
  expect(written().trim().split('\n').map((line) => (JSON.parse(line) as { msg: string }).msg)).toEqual(['before', 'broken']);
});

it('writes as it goes when a turn logs a lot', async () => {
  const log = pino({ base: undefined }, createLogDestination(fd));
  const text = 'x'.repeat(1000);
  for (let i = 0; i < 100; i += 1) log.info({ text }, 'big');
  expect(written().length).toBeGreaterThan(64 * 1024);
  await nextTurn();
  expect(written().trim().split('\n')).toHaveLength(100);
});

it('flushes what is pending on flushSync (and on exit, which calls it)', () => {
  const destination = createLogDestination(fd);
  const log = pino({ base: undefined }, destination);
  log.info('last words');
  expect(process.listeners('exit')).toContain(destination.flushSync);
  destination.flushSync();
  expect(written()).toContain('"msg":"last words"');
  process.removeListener('exit', destination.flushSync);
});

it('drops the lines once the output has no reader (EPIPE), without throwing, and stops trying', async () => {
  const broken = Object.assign(new Error('EPIPE: broken pipe, write'), { code: 'EPIPE' });
  const writeSync = jest.spyOn(fs, 'writeSync').mockImplementation(() => {
    throw broken;
  });
  try {
    const destination = createLogDestination(fd);
    const log = pino({ base: undefined }, destination);
    log.info('first');
    await nextTurn();
    log.error('an error is written at once');
    log.info('later');
    await nextTurn();
    expect(() => destination.flushSync()).not.toThrow();
    expect(writeSync).toHaveBeenCalledTimes(1);
  } finally {
    writeSync.mockRestore();
  }
  expect(written()).toBe('');
});
