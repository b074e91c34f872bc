// The page an alert mail's or SMS's acknowledgement link opens (no sign-in). A GET only shows
// it: mail scanners fetch links ahead of the reader, so acknowledging takes the form's POST.
import { escapeHtml as esc } from '../../notify/format.js';

const STYLES = `*{box-sizing:border-box}body{margin:0;font:16px/1.5 system-ui,-apple-system,Segoe UI,Roboto,sans-serif;color:#111827;background:#f9fafb}
main{max-width:36rem;margin:2rem auto;padding:1.5rem;background:#fff;border:1px solid #d1d5db;border-radius:.5rem}
h1{font-size:1.4rem;margin:0 0 .75rem}a{color:#1d4ed8}label{display:block;font-weight:600;margin:.75rem 0 .25rem}
input{width:100%;padding:.5rem;font:inherit;border:1px solid #6b7280;border-radius:.25rem}
button{margin-top:1rem;padding:.6rem 1.2rem;font:inherit;font-weight:600;background:#1d4ed8;color:#fff;border:0;border-radius:.25rem;cursor:pointer}
button:focus-visible,a:focus-visible,input:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}
.state{display:inline-flex;gap:.4rem;align-items:center;font-weight:600}.meta{color:#4b5563}`;

export type AckPageIncident = {
  id: number;
  title: string;
  startedAt: string;
  acknowledgedBy: string | null;
};

function frame(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex">
<title>${esc(title)} - Property Monitor</title>
<style>${STYLES}</style>
</head><body><main id="main">${body}</main></body></html>`;
}

const incidentLink = (id: number) =>
  `<p><a href="/incidents/${id}">Open the incident in Property Monitor</a> (sign-in needed)</p>`;

const started = (i: AckPageIncident) =>
  `<p class="meta">Started ${esc(i.startedAt.replace('T', ' ').slice(0, 16))} UTC</p>`;

/** The confirmation form: nothing changes until it is sent. */
export function confirmPage(i: AckPageIncident, token: string): string {
  return frame(
    'Acknowledge incident',
    `<h1>Acknowledge “${esc(i.title)}”?</h1>${started(i)}
<p class="state"><span aria-hidden="true">⚠</span> Open, not acknowledged yet</p>
<form method="post" action="/incidents/${i.id}/acknowledge">
<input type="hidden" name="t" value="${esc(token)}">
<label for="ack-name">Your name (told to the others who got the alert)</label>
<input id="ack-name" name="name" autocomplete="name" maxlength="100">
<button type="submit">Acknowledge</button>
</form>${incidentLink(i.id)}`,
  );
}

export function acknowledgedPage(i: AckPageIncident, justNow: boolean): string {
  const who = esc(i.acknowledgedBy ?? 'someone');
  return frame(
    'Incident acknowledged',
    `<h1>${justNow ? 'Acknowledged' : 'Already acknowledged'}</h1>
<p class="state" role="status"><span aria-hidden="true">✓</span> “${esc(i.title)}” is acknowledged by ${who}.</p>
${justNow ? '<p>The others who got the alert are told that you took it.</p>' : ''}${incidentLink(i.id)}`,
  );
}

/** 410: the incident has ended, or the link is not this incident's. */
export function gonePage(message: string, id: number | null): string {
  return frame(
    'Link no longer valid',
    `<h1>This link no longer acknowledges anything</h1>
<p class="state" role="alert"><span aria-hidden="true">✕</span> ${esc(message)}</p>${id ? incidentLink(id) : ''}`,
  );
}
