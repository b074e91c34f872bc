// Settings → Escalation: the workspace's escalation policies in words for every member; admins
// add, edit and delete them in the policy editor (decision 034).
import { useState } from 'react';
import type { EscalationChoices, EscalationPolicy } from '../../../../contracts/escalation.js';
import { plural } from '../../../../contracts/plural.js';
import { Badge } from '../../../components/ui/badge.js';
import { Button } from '../../../components/ui/button.js';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card.js';
import { Spinner } from '../../../components/ui/spinner.js';
import { toast } from '../../../components/ui/toast/index.js';
import { useCan } from '../../../lib/auth/use-can.js';
import { toastApiError } from '../../../lib/toast-api-error.js';
import { useChoices, useDeletePolicy, usePolicies, useSavePolicy } from '../api/escalation.js';
import { PolicyEditor } from './policy-editor.js';

const MINUTES = { one: 'minute', other: 'minutes' };
const TIMES = { one: 'time', other: 'times' };

export function EscalationSection() {
  const canManage = useCan('manageEscalation');
  const policies = usePolicies();
  const choices = useChoices();
  const save = useSavePolicy();
  const remove = useDeletePolicy();
  const [editing, setEditing] = useState<EscalationPolicy | 'new' | null>(null);

  const loaded = policies.data && choices.data;
  return (
    <Card id="escalation">
      <CardHeader>
        <CardTitle>Escalation</CardTitle>
        <CardDescription>
          Who is told about an open incident, in which order, until someone acknowledges it. Without
          a policy, alerts go out as set above.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {!loaded && (policies.isError || choices.isError) && (
          <p role="alert" className="text-sm text-red-600">
            Could not load the escalation policies.
          </p>
        )}
        {!loaded && !policies.isError && !choices.isError && <Spinner />}
        {loaded && editing === null && (
          <>
            {policies.data.length === 0 ? (
              <p className="text-sm text-slate-600">No escalation policy yet.</p>
            ) : (
              <ul className="space-y-3" aria-label="Escalation policies">
                {policies.data.map((p) => (
                  <li key={p.id} className="rounded-md border border-slate-200 p-3">
                    <div className="flex flex-wrap items-center gap-2">
                      <h3 className="font-medium">{p.name}</h3>
                      {p.isDefault && <Badge>Default</Badge>}
                      {canManage && (
                        <div className="ml-auto flex gap-2">
                          <Button variant="outline" size="sm" onClick={() => setEditing(p)}>
                            Edit {p.name}
                          </Button>
                          <Button
                            variant="outline"
                            size="sm"
                            onClick={() =>
                              remove.mutate(p.id, {
                                onSuccess: () =>
                                  toast({ title: 'Policy deleted', variant: 'success' }),
                                onError: (e) => toastApiError(e, 'The policy was not deleted.'),
                              })
                            }
                          >
                            Delete {p.name}
                          </Button>
                        </div>
                      )}
                    </div>
                    <PolicySteps policy={p} choices={choices.data} />
                  </li>
                ))}
              </ul>
            )}
            {canManage && <Button onClick={() => setEditing('new')}>New policy</Button>}
          </>
        )}
        {loaded && editing !== null && (
          <PolicyEditor
            policy={editing === 'new' ? null : editing}
            choices={choices.data}
            saving={save.isPending}
            error={save.error}
            onCancel={() => {
              save.reset();
              setEditing(null);
            }}
            onSave={(body) =>
              save.mutate(
                { id: editing === 'new' ? null : editing.id, body },
                {
                  onSuccess: (p) => {
                    toast({ title: 'Policy saved', description: p.name, variant: 'success' });
                    setEditing(null);
                  },
                },
              )
            }
          />
        )}
      </CardContent>
    </Card>
  );
}

function PolicySteps({
  policy,
  choices,
}: {
  policy: EscalationPolicy;
  choices: EscalationChoices;
}) {
  const member = new Map(choices.members.map((m) => [m.id, m.name]));
  const channel = new Map(choices.channels.map((c) => [c.id, c.name]));
  return (
    <ol className="mt-2 list-decimal space-y-1 pl-5 text-sm text-slate-700">
      {policy.steps.map((s, i) => {
        const who = [
          ...s.memberIds.map((id) => member.get(id) ?? 'a former member'),
          ...s.channelIds.map((id) => channel.get(id) ?? 'a deleted channel'),
        ];
        return (
          <li key={i}>
            Notify {who.join(', ')}
            {s.overridesQuietHours ? ' (urgent: also during quiet hours)' : ''}, then wait{' '}
            {plural(s.waitMinutes, MINUTES)}.
          </li>
        );
      })}
      {policy.repeatLast > 0 && (
        <li className="list-none">Repeat the last step {plural(policy.repeatLast, TIMES)}.</li>
      )}
    </ol>
  );
}
