// The new location's agent token, shown once with a copy button and the one command to run it.
import { useState } from 'react';
import { Check, Copy, KeyRound } from 'lucide-react';
import { Button } from '../../../components/ui/button.js';
import { Modal } from '../../../components/ui/confirm-dialog.js';

export type NewToken = { name: string; token: string };

export function LocationTokenDialog({
  created,
  onClose,
}: {
  created: NewToken | null;
  onClose(): void;
}) {
  const [copied, setCopied] = useState<'done' | 'failed' | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(created?.token ?? '');
      setCopied('done');
    } catch {
      setCopied('failed');
    }
  };
  const close = () => {
    setCopied(null);
    onClose();
  };
  return (
    <Modal
      open={created !== null}
      onOpenChange={(open) => !open && close()}
      title="Agent token"
      description={created ? `For the location ${created.name}` : undefined}
    >
      <div className="space-y-4">
        <div className="flex items-start gap-2 rounded-md border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
          <KeyRound className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
          <p>
            Copy this token now: <strong>you won&apos;t see it again.</strong> Only a hash is
            stored. Run the agent with it:{' '}
            <code>PROCESS_ROLE=agent AGENT_URL=… AGENT_TOKEN=… npm run agent</code>
          </p>
        </div>
        <div className="flex gap-2">
          <code
            data-testid="agent-token"
            className="min-w-0 flex-1 rounded-md border border-slate-200 bg-slate-50 px-3 py-2 font-mono text-sm break-all select-all"
          >
            {created?.token}
          </code>
          <Button variant="outline" onClick={() => void copy()} aria-label="Copy token">
            {copied === 'done' ? (
              <Check className="h-4 w-4" aria-hidden="true" />
            ) : (
              <Copy className="h-4 w-4" aria-hidden="true" />
            )}
            {copied === 'done' ? 'Copied' : 'Copy'}
          </Button>
        </div>
        <p role="status" className="text-sm text-slate-600">
          {copied === 'failed' ? 'Could not copy: select the token and copy it by hand.' : ''}
        </p>
        <div className="flex justify-end">
          <Button data-autofocus onClick={close}>
            I have copied it
          </Button>
        </div>
      </div>
    </Modal>
  );
}
