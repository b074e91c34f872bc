// A fake OpenAI-compatible endpoint on loopback for tests: POST /v1/chat/completions streams the
// scripted answer as chat.completion.chunk events (with usage last), or fails as told. It keeps
// every request body so a test can read what the model was shown.
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeLlmScript = {
  /** 'fail': answer 500; 'drop': start streaming, then cut the connection */
  mode: 'ok' | 'fail' | 'drop';
  chunks: string[];
  /** pause before each chunk, so a browser sees the answer arrive in pieces */
  delayMs: number;
  usage: { prompt_tokens: number; completion_tokens: number } | null;
};

export type FakeLlm = {
  baseUrl: string;
  script: FakeLlmScript;
  requests: Array<{ model: string; messages: Array<{ role: string; content: string }> }>;
  close(): Promise<void>;
};

export async function startFakeLlm(script: Partial<FakeLlmScript> = {}): Promise<FakeLlm> {
  const state: FakeLlm = {
    baseUrl: '',
    script: { mode: 'ok', chunks: ['Hello', ' there.'], delayMs: 0, usage: null, ...script },
    requests: [],
    close: async () => {},
  };
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
        res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":"not found"}');
        return;
      }
      state.requests.push(JSON.parse(raw));
      void respond(state.script, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  state.baseUrl = `http://127.0.0.1:${port}/v1`;
  state.close = () =>
    new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return state;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function respond(script: FakeLlmScript, res: ServerResponse) {
  if (script.mode === 'fail') {
    res
      .writeHead(500, { 'content-type': 'application/json' })
      .end('{"error":{"message":"model overloaded","type":"server_error"}}');
    return;
  }
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  const base = { id: 'chatcmpl-fake', object: 'chat.completion.chunk', created: 0, model: 'fake' };
  for (const [i, text] of script.chunks.entries()) {
    if (script.delayMs) await sleep(script.delayMs);
    if (script.mode === 'drop' && i === 1) {
      res.destroy();
      return;
    }
    const choice = { index: 0, delta: { content: text }, finish_reason: null };
    res.write(`data: ${JSON.stringify({ ...base, choices: [choice] })}\n\n`);
  }
  const stop = { index: 0, delta: {}, finish_reason: 'stop' };
  res.write(`data: ${JSON.stringify({ ...base, choices: [stop] })}\n\n`);
  if (script.usage)
    res.write(`data: ${JSON.stringify({ ...base, choices: [], usage: script.usage })}\n\n`);
  res.end('data: [DONE]\n\n');
}
