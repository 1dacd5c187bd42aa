import net from 'node:net';

/**
 * The connectivity check (spec 2.4): can this server open a TCP connection to a host and
 * port? Which addresses it may try is judged in lib/addresses.ts (`resolveHost`, then
 * `mayConnect` for each address); the connection goes to exactly the address judged.
 */

/** Whether a TCP connection to exactly this address and port opens within the time. */
export function probe(address: string, port: number, timeoutMs: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: address, port, timeout: timeoutMs });
    const done = (reachable: boolean) => {
      socket.destroy();
      resolve(reachable);
    };
    socket.once('connect', () => done(true));
    socket.once('timeout', () => done(false));
    socket.once('error', () => done(false));
  });
}
