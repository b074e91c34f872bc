// The one script of a prerendered public page (the prerender step puts it in place of the app's
// module scripts; decision 015). A classic script because the CSP allows no inline script.
// 1. zod's jitless flag, before any schema is built (what /zod-jitless.js does for the bare app).
// 2. Disclosure buttons work before React has hydrated them: a click on a button of a
//    [data-accordion] group (the FAQ's categories) opens it and closes the others, as the React
//    component does, and the choice is left for the component to start from
//    (src/web/lib/prehydration.ts), so hydration finds the page as the visitor left it. A link to
//    a question of a closed category opens that category the same way.
//    This lasts until the component marks its group live (data-accordion-live), not until
//    hydrateRoot: React hydrates the frame first and a lazy page's part only once its code and
//    data have arrived, and React 19 drops (stops, never replays) a click on a part it cannot
//    hydrate yet. So this listener runs first (capture, on the document) and, for a group not
//    live yet, keeps the click from React: React could otherwise hydrate the part at once, from
//    the choice just made, and toggle it a second time.
// 3. The app's code loads after the first paint, so that the page's text does not share the
//    (mobile) connection with the scripts that only hydrate it (largest contentful paint).
(function () {
  globalThis.__zod_globalConfig = Object.assign({}, globalThis.__zod_globalConfig, {
    jitless: true,
  });

  var choices = (window.__pmAccordion = window.__pmAccordion || {});
  var choose = function (button, opening) {
    var group = button.closest('[data-accordion]');
    group.querySelectorAll('button[aria-controls]').forEach(function (b) {
      var open = b === button && opening;
      b.setAttribute('aria-expanded', String(open));
      var icon = b.querySelector('svg');
      if (icon) icon.classList.toggle('rotate-180', open);
      var panel = document.getElementById(b.getAttribute('aria-controls'));
      if (panel) panel.hidden = !open;
    });
    choices[group.getAttribute('data-accordion')] = opening
      ? button.getAttribute('data-accordion-item')
      : null;
  };
  document.addEventListener(
    'click',
    function (e) {
      if (!(e.target instanceof Element)) return;
      var button = e.target.closest('[data-accordion] button[aria-controls]');
      if (!button || button.closest('[data-accordion]').hasAttribute('data-accordion-live')) return;
      e.stopPropagation();
      choose(button, button.getAttribute('aria-expanded') !== 'true');
    },
    true,
  );
  // a link to a question or a category (/faq#id) opens that category, as the component will
  var target = null;
  try {
    target = location.hash && document.getElementById(decodeURIComponent(location.hash.slice(1)));
  } catch {
    // a malformed #hash: nothing to open
  }
  var inGroup = target && target.closest('[data-accordion]');
  var panel = inGroup && target.closest('[hidden]');
  var opener = panel
    ? document.querySelector('[aria-controls="' + panel.id + '"]')
    : inGroup && target.querySelector('button[aria-controls]');
  if (opener) choose(opener, true);

  var script = document.currentScript;
  var modules = ((script && script.getAttribute('data-modules')) || '').split(' ');
  var started = false;
  var start = function () {
    if (started) return;
    started = true;
    modules.forEach(function (src, i) {
      if (!src) return;
      var el = document.createElement(i === 0 ? 'script' : 'link');
      if (i === 0) {
        el.type = 'module';
        el.src = src;
      } else {
        el.rel = 'modulepreload';
        el.href = src;
      }
      el.crossOrigin = '';
      document.head.appendChild(el);
    });
  };
  // a frame, then a task: after the first paint; a hidden tab paints no frame, hence the timer
  requestAnimationFrame(function () {
    setTimeout(start, 0);
  });
  setTimeout(start, 1000);
})();
