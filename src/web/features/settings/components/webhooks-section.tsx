// Webhooks and chat/paging channels (workspace admins): the endpoints, adding one, its secret.
import { useState } from 'react';
import { Plus, Webhook as WebhookIcon } from 'lucide-react';
import type { WebhookWithSecret } from '../../../../contracts/webhooks.js';
import { Button } from '../../../components/ui/button.js';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card.js';
import { Spinner } from '../../../components/ui/spinner.js';
import { useWebhooks } from '../api/webhooks.js';
import { AddWebhookDialog } from './add-webhook-dialog.js';
import { SecretDialog, type RevealedSecret } from './secret-dialog.js';
import { SignatureDocs } from './signature-docs.js';
import { WebhookRow } from './webhook-row.js';
import { SIGNED_TYPES } from '../lib/webhook-form.js';

export function WebhooksSection() {
  const { data, isLoading, isError } = useWebhooks(true);
  const [adding, setAdding] = useState(false);
  const [revealed, setRevealed] = useState<RevealedSecret | null>(null);

  const reveal = (w: WebhookWithSecret) => setRevealed({ name: w.name, secret: w.secret });

  return (
    <Card>
      <CardHeader className="sm:flex-row sm:items-start sm:justify-between sm:gap-4">
        <div className="space-y-1.5">
          <CardTitle className="flex items-center gap-2">
            <WebhookIcon className="h-5 w-5 text-brand-600" aria-hidden="true" />
            Webhooks and channels
          </CardTitle>
          <CardDescription>
            Send alerts to your own systems, Slack, Microsoft Teams, Discord, ntfy, Telegram or
            PagerDuty.
          </CardDescription>
        </div>
        <Button size="sm" className="shrink-0 self-start" onClick={() => setAdding(true)}>
          <Plus className="h-4 w-4" aria-hidden="true" />
          Add endpoint
        </Button>
      </CardHeader>
      <CardContent className="space-y-4">
        {isLoading && <Spinner className="h-6 w-6" label="Loading endpoints" />}
        {isError && <p className="text-sm text-red-600">Could not load the endpoints.</p>}
        {data && data.length === 0 && (
          <p className="text-sm text-slate-500">No endpoints yet. Add one to receive alerts.</p>
        )}
        {data && data.length > 0 && (
          <ul className="divide-y divide-slate-100" aria-label="Endpoints">
            {data.map((w) => (
              <WebhookRow key={w.id} webhook={w} onSecret={reveal} />
            ))}
          </ul>
        )}
        <SignatureDocs />
      </CardContent>
      <AddWebhookDialog
        open={adding}
        onOpenChange={setAdding}
        onCreated={(created) => {
          setAdding(false);
          // only signed kinds have a secret to keep; the others' secrets were typed by the admin
          if (SIGNED_TYPES.includes(created.type)) reveal(created);
        }}
      />
      <SecretDialog revealed={revealed} onClose={() => setRevealed(null)} />
    </Card>
  );
}
