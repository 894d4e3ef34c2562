// Ports for the servers a test run starts. Each has a usual port, so a developer finds the run's shop where they
// expect it; when something else already listens there (another clone's test run, a shop left running), the run
// takes a free port instead of failing, or of testing someone else's server.
import net from 'node:net';

function listenOnce(port) {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      const { port: bound } = server.address();
      server.close(() => resolve(bound));
    });
  });
}

/** A free loopback port of the system's choosing. */
export function freePort() {
  return listenOnce(0);
}

/** `preferred` when nothing listens on it, else a free port of the system's choosing. */
export async function availablePort(preferred) {
  try {
    return await listenOnce(preferred);
  } catch (error) {
    if (error.code !== 'EADDRINUSE' && error.code !== 'EACCES') throw error;
    return freePort();
  }
}
