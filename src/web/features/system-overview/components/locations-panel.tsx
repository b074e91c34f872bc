// The platform owner's Locations panel (issue 28, decision 029): add an agent location (its token
// shown once), and each location's state and figures, with pause/resume and revoke (confirmed).
// The server checks the permission on every call; this panel is only shown to the owner.
import { useState, type FormEvent } from 'react';
import type { LocationAction, MonitoringLocation } from '../../../../contracts/locations.js';
import { Button } from '../../../components/ui/button.js';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.js';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.js';
import { Field, fieldControl } from '../../../components/ui/form-controls.js';
import { Input } from '../../../components/ui/input.js';
import { useChangeLocation, useCreateLocation } from '../api/manage-locations.js';
import { LocationTokenDialog, type NewToken } from './location-token-dialog.js';
import { LocationsTable } from './locations-table.js';

export function LocationsPanel({ locations }: { locations: MonitoringLocation[] }) {
  const create = useCreateLocation();
  const change = useChangeLocation();
  const [name, setName] = useState('');
  const [region, setRegion] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [created, setCreated] = useState<NewToken | null>(null);
  const [revoking, setRevoking] = useState<MonitoringLocation | null>(null);
  const [status, setStatus] = useState('');

  const add = async (e: FormEvent) => {
    e.preventDefault();
    setError(undefined);
    if (!name.trim()) return setError('Enter a name');
    try {
      const res = await create.mutateAsync({ name: name.trim(), region: region.trim() });
      setCreated({ name: res.location.name, token: res.token });
      setName('');
      setRegion('');
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    }
  };
  const act = async (l: MonitoringLocation, action: LocationAction) => {
    try {
      await change.mutateAsync({ id: l.id, action });
      setStatus(
        `${l.name}: ${action === 'pause' ? 'paused' : action === 'resume' ? 'resumed' : 'revoked'}`,
      );
    } catch (err) {
      setStatus(err instanceof Error ? err.message : String(err));
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Locations</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        <form onSubmit={(e) => void add(e)} className="flex flex-wrap items-end gap-3" noValidate>
          <Field id="location-name" label="Location name" error={error}>
            <Input
              {...fieldControl('location-name', error)}
              value={name}
              maxLength={60}
              onChange={(e) => setName(e.target.value)}
            />
          </Field>
          <Field id="location-region" label="Region label (optional)">
            <Input
              id="location-region"
              value={region}
              maxLength={40}
              onChange={(e) => setRegion(e.target.value)}
            />
          </Field>
          <Button type="submit" disabled={create.isPending}>
            Add location
          </Button>
        </form>
        <LocationsTable
          locations={locations}
          busy={change.isPending}
          onAction={(l, action) => (action === 'revoke' ? setRevoking(l) : void act(l, action))}
        />
        <p role="status" className="text-sm text-slate-600">
          {status}
        </p>
      </CardContent>
      <LocationTokenDialog created={created} onClose={() => setCreated(null)} />
      <ConfirmDialog
        open={revoking !== null}
        onOpenChange={(open) => !open && setRevoking(null)}
        title={`Revoke ${revoking?.name ?? ''}?`}
        description="Its agent is refused from its next call on. This cannot be undone: a new location gets a new token."
        confirmLabel="Revoke"
        destructive
        onConfirm={() => (revoking ? act(revoking, 'revoke') : undefined)}
      />
    </Card>
  );
}
