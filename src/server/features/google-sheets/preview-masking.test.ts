// A member who sees addresses masked (1.2.3.x) must not learn one through an import's preview:
// rows are matched on the address as they see it, so a guessed last octet and the real one give
// the same preview, and a commit keeps the stored address (issue 30). An admin, who may turn
// masking off, is matched on the full address as before.
import { describe, expect, it } from 'vitest';
import type { ImportJob } from '../../../contracts/google-sheets.js';
import { createActor } from '../../test/actors.js';
import { addProperty } from '../../test/factories.js';
import { useTestApp } from '../../test/use-test-app.js';
import { csvFile } from './test-support/files.js';
import { commit, preview } from './test-support/import-calls.js';

const t = useTestApp();
const fileWith = (ip: string) =>
  csvFile(`name,address,ipAddress,type\nHarbor View,1 Quay Road,${ip},residential\n`);
const outcome = (p: ImportJob) =>
  p.rows.map((r) => ({ action: r.action, propertyId: r.propertyId, ipAddress: r.ipAddress }));

describe('import preview and masked addresses', () => {
  it("gives staff the same preview for the property's real address and a guessed one", async () => {
    const admin = await createActor(t.ctx, 'admin');
    const staff = await createActor(t.ctx, 'staff', {
      workspaceId: admin.workspaceId!,
      role: 'staff',
    });
    const property = await addProperty(t.app, admin, {
      name: 'Harbor View',
      address: '1 Quay Road',
      ipAddress: '127.77.0.5',
      type: 'residential',
    });
    const real = await preview(t.app, staff, 'real.csv', fileWith('127.77.0.5'));
    const guess = await preview(t.app, staff, 'guess.csv', fileWith('127.77.0.6'));
    expect(outcome(guess)).toEqual(outcome(real));
    expect(outcome(real)).toEqual([
      { action: 'unchanged', propertyId: property.id, ipAddress: '127.77.0.x' },
    ]);
    // confirming the guess changes nothing: the stored address stays
    expect(await commit(t.app, staff, guess.id)).toMatchObject({ unchangedCount: 1 });
    const { rows } = await t.ctx.database.pool.query<{ ip_address: string }>(
      'SELECT ip_address FROM properties WHERE id = $1',
      [property.id],
    );
    expect(rows[0]?.ip_address).toBe('127.77.0.5');

    // the admin may unmask addresses in Settings: matched on the full address, as before
    const adminReal = await preview(t.app, admin, 'real.csv', fileWith('127.77.0.5'));
    const adminGuess = await preview(t.app, admin, 'guess.csv', fileWith('127.77.0.6'));
    expect(outcome(adminReal)).toEqual([
      { action: 'unchanged', propertyId: property.id, ipAddress: '127.77.0.5' },
    ]);
    expect(outcome(adminGuess)).toEqual([
      { action: 'create', propertyId: null, ipAddress: '127.77.0.6' },
    ]);
  });
});
