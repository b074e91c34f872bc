// A code sample with a Copy button (the sample's text, exactly as shown).
import { useState } from 'react';
import { Button } from '../../../components/ui/button.js';

export function CodeBlock({ code, label }: { code: string; label: string }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    await navigator.clipboard.writeText(code);
    setCopied(true);
    setTimeout(() => setCopied(false), 2000);
  };
  return (
    <div className="relative">
      <pre
        aria-label={label}
        tabIndex={0}
        className="overflow-x-auto rounded-lg bg-slate-900 p-4 pr-20 text-sm leading-relaxed text-slate-100"
      >
        <code>{code}</code>
      </pre>
      <Button
        type="button"
        variant="outline"
        size="sm"
        className="absolute right-2 top-2"
        onClick={() => void copy()}
        aria-label={`Copy ${label}`}
      >
        {copied ? 'Copied' : 'Copy'}
      </Button>
    </div>
  );
}
