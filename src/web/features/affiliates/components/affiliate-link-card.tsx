// The affiliate's tracking link, built from the browser's origin, with Copy and Open buttons.
import { Copy, ExternalLink } from 'lucide-react';
import { AFFILIATE_MSG, trackingLink } from '../../../../contracts/affiliates.js';
import { Button, buttonClass } from '../../../components/ui/button.js';
import { Card, CardContent } from '../../../components/ui/card.js';
import { toast } from '../../../components/ui/toast/index.js';

export function AffiliateLinkCard({ code }: { code: string }) {
  const link = trackingLink(window.location.origin, code);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      toast({
        title: AFFILIATE_MSG.copiedTitle,
        description: AFFILIATE_MSG.copied,
        variant: 'success',
      });
    } catch {
      toast({
        title: 'Error',
        description: 'Could not copy. Select the link and copy it.',
        variant: 'destructive',
      });
    }
  };
  return (
    <Card>
      <CardContent className="space-y-3 pt-6">
        <h2 className="text-lg font-semibold text-slate-900">Your Affiliate Link</h2>
        <div className="flex flex-col gap-2 sm:flex-row">
          <label htmlFor="affiliate-link" className="sr-only">
            Affiliate link
          </label>
          <input
            id="affiliate-link"
            readOnly
            value={link}
            className="h-10 flex-1 rounded-md border border-slate-300 bg-slate-50 px-3 font-mono text-sm"
            onFocus={(e) => e.target.select()}
          />
          <Button variant="outline" onClick={() => void copy()}>
            <Copy className="h-4 w-4" aria-hidden="true" />
            Copy
          </Button>
          <a href={link} target="_blank" rel="noopener" className={buttonClass('outline')}>
            <ExternalLink className="h-4 w-4" aria-hidden="true" />
            Test Link
            <span className="sr-only">(opens in a new tab)</span>
          </a>
        </div>
        <p className="text-sm text-slate-500">
          Add <code>?to=/pricing</code> to send visitors to another page of this site.
        </p>
      </CardContent>
    </Card>
  );
}
