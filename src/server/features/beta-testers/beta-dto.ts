// A beta_testers row as the admin list shows it (no link secrets).
import type { BetaStatus, BetaTester } from '../../../contracts/beta.js';

export type BetaRow = {
  id: number;
  company_name: string;
  contact_name: string;
  email: string;
  properties_count: number;
  use_case: string;
  reason_for_testing: string;
  status: BetaStatus;
  applied_at: Date | string;
  reviewed_at: Date | string | null;
  notes: string | null;
  invited: boolean;
  workspace_id: string | null;
};

const iso = (d: Date | string) => new Date(d).toISOString();

export function toBetaDto(r: BetaRow): BetaTester {
  return {
    id: r.id,
    companyName: r.company_name,
    contactName: r.contact_name,
    email: r.email,
    propertiesCount: r.properties_count,
    useCase: r.use_case,
    reasonForTesting: r.reason_for_testing,
    status: r.status,
    appliedAt: iso(r.applied_at),
    reviewedAt: r.reviewed_at ? iso(r.reviewed_at) : null,
    notes: r.notes,
    invited: r.invited,
    signedUp: r.workspace_id !== null,
  };
}
