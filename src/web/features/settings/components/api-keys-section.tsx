// API keys (workspace admins): the public REST API's credentials — create, see, revoke.
import { useState } from 'react';
import { KeyRound, Plus } from 'lucide-react';
import { Link } from 'react-router';
import type { ApiKey } from '../../../../contracts/api-keys.js';
import { planHas } from '../../../../contracts/entitlements.js';
import { paths } from '../../../../contracts/web-routes.js';
import { Button } from '../../../components/ui/button.js';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card.js';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.js';
import { Spinner } from '../../../components/ui/spinner.js';
import { toast } from '../../../components/ui/toast/index.js';
import { useAuth } from '../../../lib/auth/use-auth.js';
import { formatRelativeTime } from '../../../lib/format.js';
import { useApiKeys, useRevokeApiKey } from '../api/api-keys.js';
import { toastApiError } from '../../../lib/toast-api-error.js';
import { CreateApiKeyDialog } from './create-api-key-dialog.js';
import { SecretDialog, type RevealedSecret } from './secret-dialog.js';

export function ApiKeysSection() {
  const { user } = useAuth();
  const hasApi = user ? planHas(user.subscriptionPlan, 'apiAccess') : false;
  const keys = useApiKeys();
  const revoke = useRevokeApiKey();
  const [creating, setCreating] = useState(false);
  const [revealed, setRevealed] = useState<RevealedSecret | null>(null);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);

  const confirmRevoke = async () => {
    if (!revoking) return;
    try {
      await revoke.mutateAsync(revoking.id);
      toast({ title: 'API key revoked', description: revoking.name, variant: 'success' });
    } catch (err) {
      toastApiError(err, 'Failed to revoke API key');
    }
    setRevoking(null);
  };

  return (
    <Card>
      <CardHeader className="sm:flex-row sm:items-start sm:justify-between sm:gap-4">
        <div className="space-y-1.5">
          <CardTitle className="flex items-center gap-2">
            <KeyRound className="h-5 w-5 text-brand-600" aria-hidden="true" />
            API keys
          </CardTitle>
          <CardDescription>
            Use the REST API from your own tools. See the{' '}
            <Link className="text-brand-700 underline" to={paths.apiDocumentation}>
              API documentation
            </Link>
            .
          </CardDescription>
        </div>
        {hasApi && (
          <Button size="sm" className="shrink-0 self-start" onClick={() => setCreating(true)}>
            <Plus className="h-4 w-4" aria-hidden="true" />
            Create API key
          </Button>
        )}
      </CardHeader>
      <CardContent className="space-y-4">
        {!hasApi && (
          <p className="text-sm text-slate-600" data-testid="api-keys-plan">
            API access comes with the Pro and Enterprise plans.{' '}
            <Link className="text-brand-700 underline" to={paths.billing}>
              Upgrade your plan
            </Link>{' '}
            to create keys.
          </p>
        )}
        {keys.isLoading && <Spinner className="h-6 w-6" label="Loading API keys" />}
        {keys.isError && <p className="text-sm text-red-600">Could not load the API keys.</p>}
        {keys.data?.length === 0 && hasApi && (
          <p className="text-sm text-slate-500">No API keys yet.</p>
        )}
        {keys.data && keys.data.length > 0 && (
          <ul className="divide-y divide-slate-100" aria-label="API keys">
            {keys.data.map((k) => (
              <li key={k.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                <div className="min-w-0 text-sm">
                  <p className="font-medium text-slate-900">
                    {k.name}{' '}
                    <span className="rounded bg-slate-100 px-1.5 py-0.5 text-xs text-slate-700">
                      {k.scope === 'write' ? 'Read and write' : 'Read only'}
                    </span>
                  </p>
                  <p className="text-slate-600">
                    <code>{k.prefix}…</code> · created by {k.createdBy ?? 'a former member'} · last
                    used {k.lastUsedAt ? formatRelativeTime(k.lastUsedAt) : 'never'} ·{' '}
                    {expiryText(k)}
                  </p>
                </div>
                <Button
                  variant="outline"
                  size="sm"
                  aria-label={`Revoke ${k.name}`}
                  onClick={() => setRevoking(k)}
                >
                  Revoke
                </Button>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
      <CreateApiKeyDialog
        open={creating}
        onOpenChange={setCreating}
        onCreated={(created) => {
          setCreating(false);
          setRevealed({ name: created.name, secret: created.key, kind: 'apiKey' });
        }}
      />
      <SecretDialog revealed={revealed} onClose={() => setRevealed(null)} />
      <ConfirmDialog
        open={revoking !== null}
        onOpenChange={(open) => !open && setRevoking(null)}
        title="Revoke API key"
        description={`Requests with "${revoking?.name ?? ''}" will be refused at once. This cannot be undone.`}
        confirmLabel="Revoke"
        destructive
        onConfirm={confirmRevoke}
      />
    </Card>
  );
}

function expiryText(k: ApiKey): string {
  if (!k.expiresAt) return 'never expires';
  const at = new Date(k.expiresAt);
  return at.getTime() < Date.now()
    ? `expired ${at.toLocaleDateString()}`
    : `expires ${at.toLocaleDateString()}`;
}
