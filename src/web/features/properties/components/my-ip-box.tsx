// "Your current IP" with a copy button: the address our server sees the visitor at.
import { Copy, Globe, RefreshCw } from 'lucide-react';
import { Button } from '../../../components/ui/button.js';
import { toast } from '../../../components/ui/toast/toast-store.js';
import { useMyIp } from '../hooks/use-my-ip.js';

async function copyText(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) {
    await navigator.clipboard.writeText(text);
    return;
  }
  // Fallback for browsers without the async clipboard (e.g. a plain-http non-local origin).
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  const ok = document.execCommand('copy');
  area.remove();
  if (!ok) throw new Error('copy refused');
}

export function MyIpBox() {
  const { data, isLoading, isError, refetch, isFetching } = useMyIp();

  const copy = async () => {
    if (!data) return;
    try {
      await copyText(data.ip);
      toast({ title: 'Copied', description: `${data.ip} copied to clipboard`, variant: 'success' });
    } catch {
      toast({
        title: 'Error',
        description: 'Could not copy to the clipboard',
        variant: 'destructive',
      });
    }
  };

  return (
    <div
      className="flex items-center gap-3 rounded-lg border border-slate-200 bg-white px-3 py-2 text-sm"
      data-testid="my-ip"
    >
      <Globe className="h-4 w-4 text-slate-500" aria-hidden="true" />
      <span className="text-slate-500">Your current IP:</span>
      {isLoading ? (
        <span className="text-slate-400">Loading...</span>
      ) : isError || !data ? (
        <>
          <span className="text-slate-400">Unavailable</span>
          <Button
            variant="ghost"
            size="sm"
            aria-label="Retry fetching your IP address"
            disabled={isFetching}
            onClick={() => void refetch()}
          >
            <RefreshCw className="h-4 w-4" aria-hidden="true" />
          </Button>
        </>
      ) : (
        <>
          <span className="font-mono font-medium text-slate-900" data-testid="my-ip-value">
            {data.ip}
          </span>
          <Button
            variant="ghost"
            size="sm"
            aria-label="Copy IP address"
            title="Copy IP address"
            onClick={() => void copy()}
          >
            <Copy className="h-4 w-4" aria-hidden="true" />
          </Button>
        </>
      )}
    </div>
  );
}
