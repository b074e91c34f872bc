// Where the log goes by default: stdout, in few large writes when lines come fast. pino's default
// destination issues one write(2) per line; at several thousand requests a second (one line each)
// that was 13-17 % of the app's CPU in bench:api's profile, more than everything else the request
// log does. A line that comes after a quiet spell goes out at once, as before; lines that follow
// within COALESCE_MS are held and written together at most COALESCE_MS later (or once 64 KB are
// held), and whatever is held is written when the process exits. A SIGKILL loses at most the
// last COALESCE_MS of lines.
const COALESCE_MS = 50;
const MAX_HELD = 64 * 1024;

export type LogStream = { write(line: string): void; flush(): void };

export function bufferedStdout(out: { write(chunk: string): unknown } = process.stdout): LogStream {
  let held: string[] = [];
  let size = 0;
  let timer: NodeJS.Timeout | undefined;
  let lastWrite = 0;

  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    if (held.length === 0) return;
    const chunk = held.join('');
    held = [];
    size = 0;
    lastWrite = Date.now();
    out.write(chunk);
  };

  process.once('exit', flush);
  return {
    write(line) {
      const now = Date.now();
      if (held.length === 0 && now - lastWrite >= COALESCE_MS) {
        lastWrite = now;
        out.write(line);
        return;
      }
      held.push(line);
      size += line.length;
      if (size >= MAX_HELD) flush();
      else timer ??= setTimeout(flush, COALESCE_MS).unref();
    },
    flush,
  };
}
