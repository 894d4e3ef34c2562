/**
 * The search worker (a worker_threads thread started by ./thread.ts): holds its own copy of the engine and answers
 * searches one at a time, so a long search costs this thread's time, never the time of the thread that serves
 * pages and other API requests. When the cores are busy, that thread goes first: this one lowers its own CPU
 * priority (Linux sets a nice value per thread; elsewhere it keeps the process's).
 */
import fs from 'node:fs';
import os from 'node:os';
import { parentPort } from 'node:worker_threads';
import { createWorkerHandler, type ToWorker } from './worker-protocol';

/** The worker thread's nice value (0 is the default, 19 the lowest priority). */
const SEARCH_WORKER_NICE = 10;

function lowerOwnPriority(): void {
  try {
    // /proc/thread-self is this thread's own entry: .../task/<thread id>.
    const threadId = Number(fs.readlinkSync('/proc/thread-self').split('/').pop());
    if (Number.isInteger(threadId) && threadId > 0) os.setPriority(threadId, SEARCH_WORKER_NICE);
  } catch {
    // Not Linux, or not allowed: the worker runs at the process's priority.
  }
}

lowerOwnPriority();
const handle = createWorkerHandler();
const port = parentPort;
if (port) {
  port.on('message', (message: ToWorker) => {
    const reply = handle(message);
    if (!reply) return;
    try {
      port.postMessage(reply.message, reply.transfer);
    } catch (error) {
      // An answer that cannot be sent is an error answer, not a dead worker.
      const { name, message: text } = error instanceof Error ? error : new Error(String(error));
      port.postMessage({ id: reply.message.id, error: { name, message: text } });
    }
  });
}
