// A person in several workspaces: the session acts in one at a time and switches between them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberships } from '../../db/schema/index.js';
import { call, createActor, type Actor } from '../../test/actors.js';
import { addProperty } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

describe('switching workspaces', () => {
  let t: TestApp;
  let contractor: Actor;
  let client: Actor;
  beforeAll(async () => {
    t = await createTestApp();
    contractor = await createActor(t.ctx, 'admin');
    client = await createActor(t.ctx, 'otherAdmin');
    // the contractor is also staff in the client's workspace
    await t.ctx.database.db
      .insert(memberships)
      .values({ userId: contractor.userId!, workspaceId: client.workspaceId!, role: 'staff' });
    await addProperty(t.app, contractor, { name: 'Own office' });
    await addProperty(t.app, client, { name: 'Client shop' });
  });
  afterAll(() => t.close());

  const names = async (who: Actor) =>
    (await call(t.app, who, { url: '/api/properties' }))
      .json()
      .map((p: { name: string }) => p.name);
  const switchTo = (who: Actor, workspaceId: string) =>
    call(t.app, who, { method: 'POST', url: '/api/auth/workspace', payload: { workspaceId } });

  it('lists every workspace of the person and starts in their own', async () => {
    const me = (await call(t.app, contractor, { url: '/api/auth/user' })).json();
    expect(me.workspace.id).toBe(contractor.workspaceId);
    expect(me.workspaces.map((w: { id: string; role: string }) => [w.id, w.role])).toEqual([
      [contractor.workspaceId, 'admin'],
      [client.workspaceId, 'staff'],
    ]);
    expect(await names(contractor)).toEqual(['Own office']);
  });

  it("acts in the chosen workspace with that workspace's role, on every request after", async () => {
    const res = await switchTo(contractor, client.workspaceId!);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ workspaceRole: 'staff', role: 'staff' });
    expect(await names(contractor)).toEqual(['Client shop']);
    const [clientShop] = (await call(t.app, contractor, { url: '/api/properties' })).json();
    // staff here: may not delete, though admin at home
    const del = await call(t.app, contractor, {
      method: 'DELETE',
      url: `/api/properties/${clientShop.id}`,
    });
    expect(del.statusCode).toBe(403);
    expect((await switchTo(contractor, contractor.workspaceId!)).statusCode).toBe(200);
    expect(await names(contractor)).toEqual(['Own office']);
  });

  it('refuses a workspace the person is not a member of, and changes nothing', async () => {
    const res = await switchTo(client, contractor.workspaceId!);
    expect(res.statusCode).toBe(404);
    expect(await names(client)).toEqual(['Client shop']);
    const bad = await switchTo(client, 'not-a-uuid');
    expect(bad.statusCode).toBe(400);
    const anon = await call(
      t.app,
      { name: 'anonymous' },
      {
        method: 'POST',
        url: '/api/auth/workspace',
        payload: { workspaceId: client.workspaceId },
      },
    );
    expect(anon.statusCode).toBe(401);
  });
});
