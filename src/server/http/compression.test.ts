// Bytes on the wire: JSON answers above 1 KB are compressed when the client accepts it, built
// assets are sent from their precompressed copies, small answers and live streams are left as is.
import http from 'node:http';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDir } from '../../../scripts/precompress.js';
import { call, createActor, type Actor } from '../test/actors.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

const JS = `export const rows = [${Array.from({ length: 2000 }, (_, i) => `{id:${i},name:"Property ${i}"}`).join(',')}];\n`;
const HTML = `<!doctype html><html><head><title>Property Monitor</title></head><body>${'<div id="root"></div>'.repeat(80)}</body></html>`;

describe('compression', () => {
  let t: TestApp;
  let dir: string;
  let admin: Actor;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'pm-web-'));
    mkdirSync(path.join(dir, 'assets'));
    writeFileSync(path.join(dir, 'index.html'), HTML);
    writeFileSync(path.join(dir, 'assets', 'app-abc123.js'), JS);
    writeFileSync(path.join(dir, 'assets', 'tiny-abc123.js'), 'export const x = 1;\n');
    const made = precompressDir(dir);
    expect(made.files).toBe(2); // the tiny one is not worth a copy
    t = await createTestApp({}, { webDir: dir });
    admin = await createActor(t.ctx, 'admin');
    await t.ctx.database.pool.query(
      `INSERT INTO properties (workspace_id, name, address, ip_address, permission_confirmed)
       SELECT $1, 'Property ' || i, i || ' Long Street Name, Springfield', '127.0.4.' || i, true
         FROM generate_series(1, 40) i`,
      [admin.workspaceId],
    );
    await t.ctx.database.pool.query(
      `UPDATE property_schedule SET next_check_at = now() + interval '1 day' WHERE workspace_id = $1`,
      [admin.workspaceId],
    );
  });
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const get = (url: string, encoding?: string) =>
    t.app.inject({ url, headers: encoding ? { 'accept-encoding': encoding } : {} });

  it('serves a built asset from its brotli or gzip copy, or as it is', async () => {
    const file = path.join(dir, 'assets', 'app-abc123.js');
    const br = await get('/assets/app-abc123.js', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.equals(readFileSync(`${file}.br`))).toBe(true);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(JS);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(JS.length / 5);

    const gz = await get('/assets/app-abc123.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(JS);

    const plain = await get('/assets/app-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(JS);

    // No copy of a tiny file: compressed on the fly (a stream's size is not known), intact.
    const tiny = await get('/assets/tiny-abc123.js', 'br');
    const tinyBody =
      tiny.headers['content-encoding'] === 'br'
        ? brotliDecompressSync(tiny.rawPayload).toString()
        : tiny.body;
    expect(tinyBody).toBe('export const x = 1;\n');
  });

  it('the app page of a client route comes precompressed too', async () => {
    const page = await get('/properties', 'br');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(page.rawPayload).toString()).toBe(HTML);
  });

  it('compresses JSON of 1 KB or more, not smaller answers', async () => {
    const list = await call(t.app, admin, {
      url: '/api/properties',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(list.statusCode).toBe(200);
    expect(list.headers['content-encoding']).toBe('br');
    const json = brotliDecompressSync(list.rawPayload).toString();
    expect(JSON.parse(json)).toHaveLength(40);
    expect(list.rawPayload.length).toBeLessThan(json.length / 4);

    const gz = await call(t.app, admin, {
      url: '/api/properties',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toHaveLength(40);

    const plain = await call(t.app, admin, { url: '/api/properties' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json()).toHaveLength(40);

    const small = await call(t.app, admin, {
      url: '/api/auth/user',
      headers: { 'accept-encoding': 'br' },
    });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json().email).toBe(admin.email);
  });

  it('leaves the live stream uncompressed, so events arrive as they happen', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as { port: number };
    const head = await new Promise<http.IncomingMessage>((resolve) => {
      const req = http.get(
        {
          host: '127.0.0.1',
          port,
          path: '/api/events',
          headers: { cookie: admin.cookie!, 'accept-encoding': 'gzip, deflate, br' },
        },
        (res) => {
          resolve(res);
          req.destroy();
        },
      );
    });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toContain('text/event-stream');
    expect(head.headers['content-encoding']).toBeUndefined();
  });
});
