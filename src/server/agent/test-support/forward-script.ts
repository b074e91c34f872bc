// Runs inside a test network namespace: listens on the namespace's own 127.0.0.1:<port> and
// pipes every connection to a Unix socket on the shared file system, where the test's host side
// pipes it on to the central server on the host's loopback. So an agent in the namespace reaches
// the server with no veth and no address outside loopback, while its probes see only the
// namespace's network (and its nft rules).
// Usage: tsx forward-script.ts <port> <socket path>   (prints "ready" when listening)
import net from 'node:net';

const [port, socketPath] = process.argv.slice(2);
const server = net.createServer((client) => {
  const upstream = net.connect(socketPath!);
  client.pipe(upstream).pipe(client);
  const close = () => {
    client.destroy();
    upstream.destroy();
  };
  client.on('error', close);
  upstream.on('error', close);
});
server.listen(Number(port), '127.0.0.1', () => process.stdout.write('ready\n'));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
