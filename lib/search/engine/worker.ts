/**
 * The search worker (a worker_threads thread started by ./thread.ts): holds its own copy of the engine and answers
 * searches one at a time, so a long search costs this thread's time, never the time of the thread that serves
 * pages and other API requests.
 */
import { parentPort } from 'node:worker_threads';
import { createWorkerHandler, type ToWorker } from './worker-protocol';

const handle = createWorkerHandler();
const port = parentPort;
if (port) {
  port.on('message', (message: ToWorker) => {
    const reply = handle(message);
    if (reply) port.postMessage(reply.message, reply.transfer);
  });
}
