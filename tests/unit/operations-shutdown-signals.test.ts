/** @jest-environment node */
import { EventEmitter } from 'node:events';
import { EXIT_SETTLE_MS, handleTerminationSignals, isDraining, onShutdown, resetLifecycleForTests, type DrainOptions } from '@/lib/operations/lifecycle';
import { captureLogs, type CapturedLogs } from '../support/capture-logs';

/* The shutdown's signal handler (lib/operations/lifecycle.ts) as start-up installs it: first, before the config is
   read, with the drain options still to come. Signals come from an emitter standing in for the process (whose
   own listeners belong to jest); exit is a spy. */

let logs: CapturedLogs;
let signals: EventEmitter;

beforeEach(() => {
  logs = captureLogs();
  resetLifecycleForTests();
  signals = new EventEmitter();
});

afterEach(() => {
  resetLifecycleForTests();
  logs.restore();
});

const messages = () => logs.lines.map((line) => line.msg);

it('a SIGTERM during start-up turns readiness to 503 at once, drains once start-up is done, then exits 0', async () => {
  let startedUp!: (options: DrainOptions) => void;
  const exit = jest.fn();
  const closed = jest.fn();
  onShutdown('store', closed);
  handleTerminationSignals(new Promise<DrainOptions>((resolve) => (startedUp = resolve)), exit, signals);

  signals.emit('SIGTERM', 'SIGTERM');
  expect(isDraining()).toBe(true);
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(closed).not.toHaveBeenCalled(); // start-up still under way: nothing closed under its feet
  expect(exit).not.toHaveBeenCalled();

  startedUp({ graceMs: 1_000, delayMs: 0 });
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(closed).toHaveBeenCalledTimes(1);
  expect(exit).not.toHaveBeenCalled(); // still settling before process.exit
  await new Promise((resolve) => setTimeout(resolve, EXIT_SETTLE_MS + 50));
  expect(exit).toHaveBeenCalledWith(0);
  expect(messages()).toEqual(
    expect.arrayContaining(['shutdown: signal received', 'shutdown: draining (readiness now 503)', 'shutdown: no longer accepting connections', 'shutdown: closed']),
  );
});

it('a second signal is ignored; the drain runs once', async () => {
  const exit = jest.fn();
  const closed = jest.fn();
  onShutdown('store', closed);
  handleTerminationSignals({ graceMs: 1_000, delayMs: 0 }, exit, signals);
  signals.emit('SIGTERM', 'SIGTERM');
  signals.emit('SIGINT', 'SIGINT');
  await new Promise((resolve) => setTimeout(resolve, EXIT_SETTLE_MS + 100));
  expect(closed).toHaveBeenCalledTimes(1);
  expect(exit).toHaveBeenCalledTimes(1);
  expect(exit).toHaveBeenCalledWith(0);
});
