// The frame of every public status page: head (title, description, canonical), styles, the
// live-update script (an external file: the CSP runs no inline script) and a polite live region.
import { esc } from './escape.js';

export const LIVE_SCRIPT_PATH = '/status-assets/live.js';

const STYLES = `
*{box-sizing:border-box}body{margin:0;font:16px/1.5 system-ui,-apple-system,Segoe UI,Roboto,sans-serif;color:#111827;background:#f9fafb}
a{color:#1d4ed8}main{max-width:56rem;margin:0 auto;padding:1.5rem 1rem 3rem}
header.page{border-top:6px solid var(--accent,#1d4ed8);background:#fff;padding:1.25rem 1rem}
header.page .in{max-width:56rem;margin:0 auto;display:flex;gap:1rem;align-items:center}
header.page img{max-height:48px;max-width:160px}h1{font-size:1.6rem;margin:0}
.desc{color:#374151;margin:.25rem 0 0}
.overall{display:flex;gap:.75rem;align-items:center;padding:1rem 1.25rem;border-radius:.5rem;font-size:1.25rem;font-weight:600;margin:1rem 0 1.5rem;border:2px solid}
.overall.operational{background:#ecfdf5;border-color:#047857;color:#065f46}
.overall.partial_outage,.overall.maintenance{background:#fffbeb;border-color:#b45309;color:#78350f}
.overall.major_outage{background:#fef2f2;border-color:#b91c1c;color:#7f1d1d}
.icon{display:inline-flex;width:1.6em;height:1.6em;border-radius:50%;align-items:center;justify-content:center;color:#fff;font-weight:700;flex:none}
.operational .icon,.icon.operational{background:#047857}.degraded .icon,.icon.degraded,.partial_outage .icon,.maintenance .icon,.icon.maintenance{background:#b45309}
.outage .icon,.icon.outage,.major_outage .icon{background:#b91c1c}.icon.unknown{background:#4b5563}
section.group{background:#fff;border:1px solid #d1d5db;border-radius:.5rem;margin:0 0 1.25rem;padding:1rem 1.25rem}
h2{font-size:1.2rem;margin:0 0 .75rem}h3{font-size:1rem;margin:0}
.prop{padding:.75rem 0;border-top:1px solid #e5e7eb;content-visibility:auto;contain-intrinsic-size:auto 8rem}.prop:first-of-type{border-top:0}
.prop .row{display:flex;justify-content:space-between;gap:1rem;flex-wrap:wrap}
.state{display:inline-flex;gap:.4rem;align-items:center;font-weight:600}.state .icon{width:1.3em;height:1.3em;font-size:.8em}
.addr{color:#4b5563;font-size:.9rem}
.bar{display:flex;gap:1px;list-style:none;margin:.5rem 0 .25rem;padding:0;height:2rem}
.bar li{flex:1;position:relative;border-radius:1px;background:#9ca3af;outline-offset:2px}
.bar li.up{background:#047857}.bar li.dip{background:#b45309}.bar li.down{background:#b91c1c}
.bar li.event{box-shadow:inset 0 -5px 0 #111827}
.bar li .tip{display:none;position:absolute;bottom:2.4rem;left:50%;transform:translateX(-50%);background:#111827;color:#fff;padding:.25rem .5rem;border-radius:.25rem;width:max-content;max-width:18rem;font-size:.8rem;z-index:2}
.bar li .tip span{display:block}.bar li:nth-child(-n+20) .tip{left:0;transform:none}.bar li:nth-last-child(-n+20) .tip{left:auto;right:0;transform:none}
.bar li:hover .tip,.bar li:focus .tip{display:block}.bar li.quiet .tip{display:none}.bar li:focus{outline:3px solid #1d4ed8}
.bar.c{justify-content:flex-end;background:repeating-linear-gradient(90deg,transparent 0 calc(100%/90 - 1px),#fff 0 calc(100%/90)),var(--e,linear-gradient(transparent,transparent)) bottom/100% 5px no-repeat,var(--g)}
.bar.c li{flex:0 0 calc(100%/90 - 1px)}
#day-tip{position:absolute;z-index:2;background:#111827;color:#fff;padding:.25rem .5rem;border-radius:.25rem;max-width:18rem;font-size:.8rem;pointer-events:none}#day-tip span{display:block}
a.days{font-size:.9rem}
.legend{display:flex;justify-content:space-between;color:#4b5563;font-size:.85rem}
details{margin-top:.25rem}summary{cursor:pointer;color:#1d4ed8}
table{border-collapse:collapse;margin-top:.5rem;font-size:.9rem}th,td{border:1px solid #d1d5db;padding:.2rem .5rem;text-align:left}
.incident{background:#fff;border:1px solid #d1d5db;border-left:6px solid #b45309;border-radius:.5rem;padding:1rem 1.25rem;margin:0 0 1rem}
.incident.resolved{border-left-color:#047857}.incident ol{list-style:none;padding:0;margin:.5rem 0 0}
.incident li{margin:.5rem 0}.meta{color:#4b5563;font-size:.9rem}
footer{max-width:56rem;margin:0 auto;padding:0 1rem 2rem;color:#4b5563;font-size:.9rem}
.sr{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
form.pw{background:#fff;border:1px solid #d1d5db;border-radius:.5rem;padding:1.25rem;max-width:24rem}
form.pw label{display:block;font-weight:600;margin-bottom:.25rem}form.pw input{width:100%;padding:.5rem;font:inherit;border:1px solid #6b7280;border-radius:.25rem}
form.pw button{margin-top:.75rem;padding:.5rem 1rem;font:inherit;background:#1d4ed8;color:#fff;border:0;border-radius:.25rem;cursor:pointer}
.error{color:#b91c1c;font-weight:600}
`;

export type Frame = {
  title: string;
  description: string;
  accent: string | null;
  logoUrl: string | null;
  heading: string;
  subheading: string | null;
  body: string;
  /** the page's slug when it follows live changes */
  liveSlug?: string;
  /** live.js for the day bars' keys, without following live changes */
  script?: boolean;
  canonical?: string;
  /** the page's Atom feed, announced to feed readers */
  feed?: string;
};

export function layout(f: Frame): string {
  const accent = f.accent ? ` style="--accent:${esc(f.accent)}"` : '';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>${esc(f.title)}</title>
<meta name="description" content="${esc(f.description)}">
${f.canonical ? `<link rel="canonical" href="${esc(f.canonical)}">` : ''}
${f.feed ? `<link rel="alternate" type="application/atom+xml" title="Incidents" href="${esc(f.feed)}">` : ''}
<style>${STYLES}</style>
${f.liveSlug || f.script ? `<script src="${LIVE_SCRIPT_PATH}" defer></script>` : ''}
</head><body${accent}>
<header class="page"><div class="in">${f.logoUrl ? `<img src="${esc(f.logoUrl)}" alt="">` : ''}<div><h1>${esc(f.heading)}</h1>${f.subheading ? `<p class="desc">${esc(f.subheading)}</p>` : ''}</div></div></header>
<main id="main"${f.liveSlug ? ` data-slug="${esc(f.liveSlug)}"` : ''}>${f.body}</main>
<p class="sr" role="status" aria-live="polite" id="live-note"></p>
<footer>Times are in UTC.</footer>
</body></html>`;
}
