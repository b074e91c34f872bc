// A beta_testers row as the admin list shows it (no link secrets).
import type { BetaTester } from '../../../contracts/beta.js';
import type { betaTesters } from '../../db/schema/index.js';

export type BetaRow = typeof betaTesters.$inferSelect;

export function toBetaDto(r: BetaRow): BetaTester {
  return {
    id: r.id,
    companyName: r.companyName,
    contactName: r.contactName,
    email: r.email,
    propertiesCount: r.propertiesCount,
    useCase: r.useCase,
    reasonForTesting: r.reasonForTesting,
    status: r.status,
    appliedAt: r.appliedAt.toISOString(),
    reviewedAt: r.reviewedAt ? r.reviewedAt.toISOString() : null,
    notes: r.notes,
    invited: r.invited,
    signedUp: r.workspaceId !== null,
  };
}
