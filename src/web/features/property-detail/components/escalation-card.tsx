// The escalation policy this property's incidents follow (issue 29, decision 034): every member
// reads which one applies now and why; admins choose the property's own policy, or none so it
// follows its group's policy or the workspace's default.
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import type { Property } from '../../../../contracts/properties.js';
import { paths } from '../../../../contracts/web-routes.js';
import { Button } from '../../../components/ui/button.js';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.js';
import { Field, selectClass } from '../../../components/ui/form-controls.js';
import { Spinner } from '../../../components/ui/spinner.js';
import { toast } from '../../../components/ui/toast/index.js';
import { usePolicies, useUsePolicy } from '../../../lib/api/escalation-policies.js';
import { useGroups } from '../../../lib/api/get-groups.js';
import { useCan } from '../../../lib/auth/use-can.js';
import { toastApiError } from '../../../lib/toast-api-error.js';
import { appliedPolicy, followLabel, type AppliedPolicy } from '../lib/applied-policy.js';

export function EscalationCard({ property }: { property: Property }) {
  const policies = usePolicies();
  const groups = useGroups();
  const canManage = useCan('manageEscalation');
  const loading = policies.isLoading || (property.groupId !== null && groups.isLoading);
  const applied =
    policies.data && appliedPolicy(property.id, property.groupId, policies.data, groups.data ?? []);
  return (
    <Card data-testid="escalation-card">
      <CardHeader>
        <CardTitle>Escalation</CardTitle>
      </CardHeader>
      <CardContent className="space-y-3 text-sm">
        {loading ? (
          <Spinner />
        ) : !applied ? (
          <p className="text-slate-500">Could not load the escalation policies.</p>
        ) : (
          <>
            <p data-testid="escalation-applies" className="text-slate-900">
              {applied.summary}
            </p>
            {policies.data!.length === 0 ? (
              <p className="text-slate-500">
                No escalation policy in this workspace yet.{' '}
                {canManage && (
                  <Link to={`${paths.settings}#escalation`} className="text-brand-700 underline">
                    Create one in Settings
                  </Link>
                )}
              </p>
            ) : canManage ? (
              <PolicyPicker
                key={applied.own?.id ?? 'follow'}
                propertyId={property.id}
                applied={applied}
                policies={policies.data!}
              />
            ) : (
              <p className="text-slate-600">
                Its own policy: {applied.own ? applied.own.name : `none (${followLabel(applied)})`}.
                Admins choose it.
              </p>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}

function PolicyPicker({
  propertyId,
  applied,
  policies,
}: {
  propertyId: number;
  applied: AppliedPolicy;
  policies: { id: number; name: string; isDefault: boolean }[];
}) {
  const [choice, setChoice] = useState(String(applied.own?.id ?? ''));
  const save = useUsePolicy();
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const policyId = choice ? Number(choice) : null;
    save.mutate(
      { on: 'properties', id: propertyId, policyId },
      {
        onSuccess: () =>
          toast({
            title: 'Escalation policy saved',
            description: policies.find((p) => p.id === policyId)?.name ?? followLabel(applied),
            variant: 'success',
          }),
        onError: (err) => toastApiError(err, 'Could not save the escalation policy'),
      },
    );
  };
  return (
    <form noValidate onSubmit={onSubmit} aria-label="Escalation policy" className="space-y-3">
      <Field id="property-policy" label="Escalation policy of this property">
        <select
          id="property-policy"
          className={selectClass}
          value={choice}
          onChange={(e) => setChoice(e.target.value)}
        >
          <option value="">{followLabel(applied)}</option>
          {policies.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}
            </option>
          ))}
        </select>
      </Field>
      <div className="flex justify-end">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save policy'}
        </Button>
      </div>
    </form>
  );
}
