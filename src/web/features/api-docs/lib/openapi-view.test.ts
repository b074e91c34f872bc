// The API page's reading of the OpenAPI document: which operations a key may call, the samples
// built from them.
import { describe, expect, it } from 'vitest';
import { codeSamples, keyOperations, type OpenApiDocument } from './openapi-view.js';

const doc: OpenApiDocument = {
  openapi: '3.1.0',
  servers: [{ url: 'http://127.0.0.1:3000' }],
  components: { securitySchemes: { apiKey: { type: 'http', scheme: 'bearer' } } },
  paths: {
    '/api/properties': {
      post: {
        summary: 'Add a property',
        security: [{ apiKey: [] }],
        'x-key-scope': 'write',
        requestBody: {
          content: { 'application/json': { example: { name: 'Store 12', ok: true, x: null } } },
        },
        responses: { '201': {} },
      },
    },
    '/api/properties/{id}': {
      delete: {
        summary: 'Delete a property',
        security: [{ apiKey: [] }],
        parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'integer' } }],
        responses: { '204': {} },
      },
    },
    '/api/team': { get: { summary: 'Team', security: [{ sessionCookie: [] }] } },
  },
};

describe('openapi-view', () => {
  it('lists only the operations with the bearer scheme', () => {
    expect(keyOperations(doc).map((o) => `${o.method} ${o.path}`)).toEqual([
      'POST /api/properties',
      'DELETE /api/properties/{id}',
    ]);
  });

  it('builds samples with the example body and a concrete path', () => {
    const [post, del] = keyOperations(doc);
    const s = codeSamples('http://127.0.0.1:3000', post!);
    expect(s.curl).toContain(`-d '{"name":"Store 12","ok":true,"x":null}'`);
    expect(s.javascript).toContain("method: 'POST'");
    expect(s.python).toContain('"ok": True');
    expect(s.python).toContain('"x": None');
    const d = codeSamples('http://127.0.0.1:3000', del!);
    expect(d.curl).toContain("curl -X DELETE 'http://127.0.0.1:3000/api/properties/1'");
    expect(d.python).not.toContain('res.json()'); // 204: no body to print
  });
});
