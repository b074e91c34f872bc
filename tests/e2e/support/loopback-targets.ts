// Real probe targets on loopback for journeys: a TCP port that accepts (the property is up) and
// one whose accept queue is full, so a connect gets no answer and the check times out.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import net from 'node:net';

export type Target = { port: number; close(): Promise<void> };

/** A TCP server on 127.0.0.1 that accepts every connection: a TCP check of it is "up". */
export async function startAcceptingServer(port = 0): Promise<Target> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
    s.on('error', () => undefined);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen({ host: '127.0.0.1', port }, resolve);
  });
  return {
    port: (server.address() as net.AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        sockets.forEach((s) => s.destroy());
        server.close(() => resolve());
      }),
  };
}

// Node accepts every connection itself, so the never-accepting listener is a small Python one.
const JAM_SCRIPT = `
import socket, sys
s = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
s.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
s.bind(('127.0.0.1', int(sys.argv[1])))
s.listen(0)
print(s.getsockname()[1], flush=True)
sys.stdin.read()
`;

export const hasPython =
  spawnSync('python3', ['-c', 'print(1)'], { encoding: 'utf8' }).stdout?.trim() === '1';

function tryConnect(port: number, timeoutMs: number): Promise<net.Socket | null> {
  return new Promise((resolve) => {
    const s = net.connect({ host: '127.0.0.1', port });
    const timer = setTimeout(() => {
      s.destroy();
      resolve(null);
    }, timeoutMs);
    s.once('connect', () => {
      clearTimeout(timer);
      resolve(s);
    });
    s.once('error', () => {
      clearTimeout(timer);
      s.destroy();
      resolve(null);
    });
  });
}

/**
 * A listener on 127.0.0.1:port (0 = any) that never accepts, with its accept queue filled:
 * Linux then drops new SYNs, so a TCP check waits for its timeout. Verified before returning.
 */
export async function startJammedListener(port = 0): Promise<Target> {
  const child: ChildProcess = spawn('python3', ['-c', JAM_SCRIPT, String(port)], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const bound = await new Promise<number>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`jammed listener exited with ${code}`)));
    child.stdout!.once('data', (d: Buffer) => resolve(Number(String(d).trim())));
  });
  const held: net.Socket[] = [];
  for (let i = 0; i < 8; i++) {
    const s = await tryConnect(bound, 500);
    if (!s) break;
    held.push(s);
  }
  if ((await tryConnect(bound, 500)) !== null) throw new Error('could not fill the accept queue');
  return {
    port: bound,
    close: async () => {
      held.forEach((s) => s.destroy());
      child.stdin!.end();
      child.kill();
      await new Promise((resolve) =>
        child.exitCode !== null ? resolve(null) : child.once('exit', resolve),
      );
    },
  };
}
