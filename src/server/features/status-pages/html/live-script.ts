// /status-assets/live.js, the public page's only script (external: the CSP runs no inline
// script). It moves focus along a day bar with the arrow keys (one tab stop per bar), Escape hides
// the focused day's tooltip, and every 30 seconds it asks the page's JSON whether anything changed
// (an ETag revalidation: 304 when not); when it did, it fetches the page again and swaps its main
// content, saying so in a live region.
export const POLL_MS = 30_000;

export const LIVE_SCRIPT = `(() => {
  const main = document.getElementById('main');
  if (!main) return;
  const slug = main.dataset.slug;
  main.addEventListener('keydown', (e) => {
    const li = e.target;
    if (!(li instanceof HTMLElement) || li.parentElement?.className !== 'bar') return;
    // Escape hides the open tooltip until the day loses focus (WCAG 1.4.13: dismissible)
    if (e.key === 'Escape') { li.classList.add('quiet'); return; }
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
      if (bar) {
        const el = document.getElementById(bar);
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
