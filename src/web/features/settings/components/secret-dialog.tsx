// Shows an endpoint's signing secret once (after creating it or rotating it), with a copy button.
import { useState } from 'react';
import { Check, Copy, KeyRound } from 'lucide-react';
import { Button } from '../../../components/ui/button.js';
import { Modal } from '../../../components/ui/confirm-dialog.js';
import { toast } from '../../../components/ui/toast/index.js';

export type RevealedSecret = { name: string; secret: string };

export function SecretDialog({
  revealed,
  onClose,
}: {
  revealed: RevealedSecret | null;
  onClose(): void;
}) {
  const [copied, setCopied] = useState(false);

  const copy = async () => {
    if (!revealed) return;
    try {
      await navigator.clipboard.writeText(revealed.secret);
      setCopied(true);
      toast({
        title: 'Copied!',
        description: 'Signing secret copied to clipboard',
        variant: 'success',
      });
    } catch {
      toast({
        title: 'Could not copy',
        description: 'Select the secret and copy it by hand.',
        variant: 'destructive',
      });
    }
  };

  const close = () => {
    setCopied(false);
    onClose();
  };

  return (
    <Modal
      open={revealed !== null}
      onOpenChange={(open) => !open && close()}
      title="Signing secret"
      description={revealed ? `For ${revealed.name}` : undefined}
    >
      <div className="space-y-4">
        <div className="flex items-start gap-2 rounded-md border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
          <KeyRound className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
          <p>
            Copy this secret now: <strong>you won&apos;t see it again.</strong> Your receiver uses
            it to verify the <code>X-Monitor-Signature</code> header.
          </p>
        </div>
        <div className="flex gap-2">
          <code
            data-testid="webhook-secret"
            className="min-w-0 flex-1 rounded-md border border-slate-200 bg-slate-50 px-3 py-2 font-mono text-sm break-all select-all"
          >
            {revealed?.secret}
          </code>
          <Button variant="outline" onClick={() => void copy()} aria-label="Copy secret">
            {copied ? (
              <Check className="h-4 w-4" aria-hidden="true" />
            ) : (
              <Copy className="h-4 w-4" aria-hidden="true" />
            )}
            {copied ? 'Copied' : 'Copy'}
          </Button>
        </div>
        <div className="flex justify-end">
          <Button data-autofocus onClick={close}>
            I have copied it
          </Button>
        </div>
      </div>
    </Modal>
  );
}
