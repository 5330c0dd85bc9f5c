import { connect, createServer, type Socket } from 'node:net';

/**
 * A TCP proxy in front of PostgreSQL that a test can cut: down() ends every open connection and
 * refuses new ones (as a database restart or failover does), up() forwards again.
 */
export async function startTcpProxy(target: { host: string; port: number }) {
  const sockets = new Set<Socket>();
  let isUp = true;
  let refused = 0;
  const server = createServer((client) => {
    if (!isUp) {
      refused++;
      client.destroy();
      return;
    }
    const upstream = connect(target.port, target.host);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => {});
    }
    client.pipe(upstream).pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('proxy has no port');
  return {
    port: address.port,
    /** Connections refused since the last down(). */
    get refused() {
      return refused;
    },
    down() {
      isUp = false;
      refused = 0;
      for (const socket of sockets) socket.destroy();
    },
    up() {
      isUp = true;
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
