// Which policy an incident follows: its property's own, else the property's group's, else the
// workspace's default; none stops its escalation before the first step.
import type pg from 'pg';

export async function resolvePolicyId(
  client: pg.ClientBase,
  workspaceId: string,
  propertyId: number | null,
): Promise<number | null> {
  const res = await client.query<{ id: number | null }>(
    `SELECT coalesce(
       (SELECT u.policy_id FROM escalation_policy_uses u WHERE u.property_id = $2),
       (SELECT u.policy_id FROM escalation_policy_uses u
          JOIN properties p ON p.group_id = u.group_id WHERE p.id = $2),
       (SELECT p.id FROM escalation_policies p WHERE p.workspace_id = $1 AND p.is_default)
     ) AS id`,
    [workspaceId, propertyId],
  );
  return res.rows[0]?.id ?? null;
}
