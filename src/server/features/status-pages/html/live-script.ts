// /status-assets/live.js, the public page's only script (external: the CSP runs no inline
// script). It makes a compact day bar's days (render-compact-bar.ts) when a visitor enters it and
// shows the day under the pointer or focus in one shared tooltip, moves focus along a day bar with
// the arrow keys (one tab stop per bar), Escape hides the focused day's tooltip, and every 30 seconds it asks the page's JSON whether anything changed
// (an ETag revalidation: 304 when not); when it did, it fetches the page again and swaps its main
// content, saying so in a live region.
export const POLL_MS = 30_000;

export const LIVE_SCRIPT = `(() => {
  const main = document.getElementById('main');
  if (!main) return;
  const slug = main.dataset.slug;
  // compact bars (render-compact-bar.ts): each day's uptime in data-d (runs as value*count), the
  // lines of days with events in data-e; the section's data-from dates the first day
  const kind = (u) => u === null ? '' : u >= 99.9 ? 'up' : u >= 95 ? 'dip' : 'down';
  const dayOf = (ms) => new Date(ms).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
  const parsed = new WeakMap();
  const dataOf = (bar) => {
    let d = parsed.get(bar);
    if (d) return d;
    const ups = [];
    for (const t of (bar.dataset.d || '').split(',')) {
      const [v, n] = t.split('*');
      for (let k = 0; k < (n ? +n : 1); k++) ups.push(v === '' ? null : +v);
    }
    const from = bar.closest('[data-from]');
    const start = from ? Date.parse(from.dataset.from + 'T00:00:00Z') : 0;
    d = { ups, start, events: bar.dataset.e ? JSON.parse(bar.dataset.e) : {} };
    parsed.set(bar, d);
    return d;
  };
  const linesOf = (bar, i) => {
    const d = dataOf(bar);
    const u = d.ups[i];
    const head = dayOf(d.start + i * 864e5) + ': ' + (u === null ? 'no checks' : u.toFixed(2) + '% uptime');
    return [head].concat(d.events[i] || []);
  };
  // the days before today become elements (named, reachable with the arrow keys) when a visitor
  // first enters the bar: 89 x 1,000 elements at load would make a slow page
  const fill = (bar) => {
    if (!bar || !bar.classList.contains('c')) return;
    const d = dataOf(bar);
    const days = document.createDocumentFragment();
    for (let i = 0; i < d.ups.length - 1; i++) {
      const li = document.createElement('li');
      li.className = kind(d.ups[i]) + (d.events[i] ? ' event' : '');
      li.tabIndex = -1;
      li.setAttribute('aria-label', linesOf(bar, i).join('. '));
      days.appendChild(li);
    }
    bar.insertBefore(days, bar.firstChild);
    bar.classList.remove('c');
  };
  // one tooltip for every compact bar, filled for the day under the pointer or focus
  let tip = null;
  const hide = () => { if (tip) tip.hidden = true; };
  const show = (li) => {
    const bar = li.parentElement;
    if (!bar || !bar.dataset.d || li.classList.contains('quiet')) return;
    if (!tip) {
      tip = document.createElement('div');
      tip.id = 'day-tip';
      tip.setAttribute('aria-hidden', 'true');
      document.body.appendChild(tip);
    }
    tip.replaceChildren(...linesOf(bar, Array.prototype.indexOf.call(bar.children, li)).map((l) => {
      const s = document.createElement('span');
      s.textContent = l;
      return s;
    }));
    tip.hidden = false;
    const r = li.getBoundingClientRect();
    const width = document.documentElement.clientWidth;
    const x = Math.max(4, Math.min(r.left + r.width / 2 - tip.offsetWidth / 2, width - tip.offsetWidth - 4));
    tip.style.left = (x + scrollX) + 'px';
    tip.style.top = (r.top + scrollY - tip.offsetHeight - 6) + 'px';
  };
  const dayIn = (t) => t instanceof HTMLElement && t.tagName === 'LI' && t.parentElement && t.parentElement.classList.contains('bar') ? t : null;
  main.addEventListener('pointerover', (e) => {
    const bar = e.target instanceof Element ? e.target.closest('.bar[data-d]') : null;
    if (!bar) return;
    fill(bar);
    const li = dayIn(e.target) || dayIn(document.elementFromPoint(e.clientX, e.clientY));
    if (li) show(li);
  });
  main.addEventListener('pointerout', (e) => { if (dayIn(e.target)) hide(); });
  main.addEventListener('focusin', (e) => {
    const li = dayIn(e.target);
    if (!li) return;
    fill(li.parentElement);
    show(li);
  });
  main.addEventListener('keydown', (e) => {
    const li = dayIn(e.target);
    if (!li) return;
    // Escape hides the open tooltip until the day loses focus (WCAG 1.4.13: dismissible)
    if (e.key === 'Escape') { li.classList.add('quiet'); hide(); return; }
    const days = Array.from(li.parentElement.children);
    let i = days.indexOf(li);
    if (e.key === 'ArrowLeft') i = Math.max(0, i - 1);
    else if (e.key === 'ArrowRight') i = Math.min(days.length - 1, i + 1);
    else if (e.key === 'Home') i = 0;
    else if (e.key === 'End') i = days.length - 1;
    else return;
    e.preventDefault();
    li.tabIndex = -1;
    days[i].tabIndex = 0;
    days[i].focus();
  });
  main.addEventListener('focusout', (e) => {
    if (e.target instanceof HTMLElement) e.target.classList.remove('quiet');
    hide();
  });
  if (!slug) return;
  let etag = null;
  const poll = async () => {
    try {
      const res = await fetch('/api/public/status/' + encodeURIComponent(slug), { cache: 'no-cache', credentials: 'same-origin' });
      if (!res.ok) return;
      const tag = res.headers.get('etag');
      if (etag === null) { etag = tag; return; }
      if (tag === etag) return;
      etag = tag;
      const page = await fetch(location.pathname, { cache: 'no-cache', credentials: 'same-origin' });
      if (!page.ok) return;
      const doc = new DOMParser().parseFromString(await page.text(), 'text/html');
      const fresh = doc.getElementById('main');
      if (!fresh) return;
      const focused = document.activeElement;
      const bar = focused && focused.parentElement && focused.parentElement.id;
      const day = bar ? Array.from(focused.parentElement.children).indexOf(focused) : -1;
      // the subscribe form is the same in both: keep the one a visitor may be typing in
      const form = document.getElementById('subscribe');
      const typing = form && form.contains(focused) ? focused : null;
      main.innerHTML = fresh.innerHTML;
      const slot = document.getElementById('subscribe');
      if (form && slot) { slot.replaceWith(form); if (typing) typing.focus(); }
      document.title = doc.title;
      hide();
      if (bar) {
        const el = document.getElementById(bar);
        fill(el);
        const target = el && el.children[day];
        if (target) { for (const c of el.children) c.tabIndex = -1; target.tabIndex = 0; target.focus(); }
      }
      const overall = document.getElementById('overall');
      const note = document.getElementById('live-note');
      if (note) note.textContent = 'Status updated: ' + (overall ? overall.textContent : '');
    } catch {}
  };
  poll();
  setInterval(poll, ${POLL_MS});
})();
`;
