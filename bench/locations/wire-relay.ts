// A TCP relay between the agents and the central server that counts the bytes each way: what an
// agent's checks cost on the wire (HTTP headers, JSON, keep-alive reuse: everything on the
// socket). Loopback only.
import net from 'node:net';

export async function startWireRelay(targetPort: number) {
  let toServer = 0;
  let toAgent = 0;
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(targetPort, '127.0.0.1');
    sockets.add(client).add(upstream);
    client.on('data', (b) => (toServer += b.length));
    upstream.on('data', (b) => (toAgent += b.length));
    client.pipe(upstream);
    upstream.pipe(client);
    const close = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    client.on('error', close).on('close', close);
    upstream.on('error', close).on('close', close);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as net.AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}`,
    bytes: () => ({ toServer, toAgent }),
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}
