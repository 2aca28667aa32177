import { createServer } from 'node:net';

/**
 * Asks the kernel for a free TCP port on `host`. Another process may take it before the caller
 * binds it, so callers that start servers retry on "address in use".
 */
export function findFreePort(host = '127.0.0.1'): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, host, () => {
      const address = server.address();
      server.close(() => {
        if (address !== null && typeof address === 'object') resolve(address.port);
        else reject(new Error('could not determine a free port'));
      });
    });
  });
}
