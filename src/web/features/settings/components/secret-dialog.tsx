// Shows a secret once, with a copy button: an endpoint's signing secret (after creating or
// rotating it) or a new API key.
import { useState } from 'react';
import { Check, Copy, KeyRound } from 'lucide-react';
import { Button } from '../../../components/ui/button.js';
import { Modal } from '../../../components/ui/confirm-dialog.js';
import { toast } from '../../../components/ui/toast/index.js';

export type RevealedSecret = { name: string; secret: string; kind?: 'webhook' | 'apiKey' };

const TEXTS = {
  webhook: {
    title: 'Signing secret',
    what: 'secret',
    use: 'Your receiver uses it to verify the X-Monitor-Signature header.',
    testId: 'webhook-secret',
  },
  apiKey: {
    title: 'API key',
    what: 'key',
    use: 'Send it as Authorization: Bearer <key>. Only a hash is stored, so it cannot be shown again.',
    testId: 'api-key-secret',
  },
} as const;

export function SecretDialog({
  revealed,
  onClose,
}: {
  revealed: RevealedSecret | null;
  onClose(): void;
}) {
  const [copied, setCopied] = useState(false);
  const texts = TEXTS[revealed?.kind ?? 'webhook'];

  const copy = async () => {
    if (!revealed) return;
    try {
      await navigator.clipboard.writeText(revealed.secret);
      setCopied(true);
      toast({
        title: 'Copied!',
        description: `${texts.title} copied to clipboard`,
        variant: 'success',
      });
    } catch {
      toast({
        title: 'Could not copy',
        description: `Select the ${texts.what} and copy it by hand.`,
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
      title={texts.title}
      description={revealed ? `For ${revealed.name}` : undefined}
    >
      <div className="space-y-4">
        <div className="flex items-start gap-2 rounded-md border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
          <KeyRound className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
          <p>
            Copy this {texts.what} now: <strong>you won&apos;t see it again.</strong> {texts.use}
          </p>
        </div>
        <div className="flex gap-2">
          <code
            data-testid={texts.testId}
            className="min-w-0 flex-1 rounded-md border border-slate-200 bg-slate-50 px-3 py-2 font-mono text-sm break-all select-all"
          >
            {revealed?.secret}
          </code>
          <Button variant="outline" onClick={() => void copy()} aria-label={`Copy ${texts.what}`}>
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
