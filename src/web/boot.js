// The first script of the bare app's index.html (a classic script, before the app's modules;
// the prerender step leaves it out of prerendered pages, whose visitors are signed out). For a
// browser signed in here before (the non-secret `pm_hint` cookie) it starts what the first
// screen needs at once, instead of after the app's code has loaded and run (issue 14, decision
// 017): the sign-in check, the signed-in code (its chunk names are filled in at build, in
// data-preload), and on the dashboard the live stream and the dashboard's data.
// The app adopts all of it (src/web/lib/boot-requests.ts): nothing is asked twice.
// The URLs and the live stream's event names are filled in at build from the contracts
// (contracts/first-load.ts, LIVE_EVENT_TYPES in contracts/monitoring.ts; scripts/boot-script.ts).
/* global __FIRST_LOAD_URLS__, __LIVE_EVENT_TYPES__, __WHOLE_LIST_MAX__ */
(function () {
  if (document.cookie.split('; ').indexOf('pm_hint=1') === -1) return;
  var script = document.currentScript;
  var boot = { at: performance.now(), responses: {}, source: null, events: [], dataFrom: -1 };
  var ask = function (url) {
    return fetch(url, { credentials: 'include' });
  };
  var get = function (url) {
    boot.responses[url] = ask(url);
  };
  get(__FIRST_LOAD_URLS__.user);
  var preload = (script && script.getAttribute('data-preload')) || '';
  preload.split(' ').forEach(function (href) {
    if (!href) return;
    var link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.appendChild(link);
  });
  if (location.pathname === '/' && typeof EventSource !== 'undefined') {
    // The stream and the data at once. The stream's `ready` names the property list's ETag
    // once it is live: a list answered with that ETag missed nothing, any other is re-read
    // (src/web/lib/api/live-events.ts). Waiting for `ready` before asking cost ~60-100 ms.
    var source = new EventSource(__FIRST_LOAD_URLS__.events, { withCredentials: true });
    boot.dataFrom = 0; // every event of the stream came after the data was asked
    // the dashboard's first page (a few KB, shown while the whole list loads), then the whole
    // list, only if the first page's total says it is small: a larger workspace's table asks the
    // server for each page and never reads the list (44 MB at 100,000 properties, issue 32).
    // Asked once the first page is in, while the app's code still loads (the app's first render
    // waits for that page anyway); a first page that fails asks for the list as before.
    get(__FIRST_LOAD_URLS__.firstPage);
    boot.responses[__FIRST_LOAD_URLS__.properties] = boot.responses[__FIRST_LOAD_URLS__.firstPage]
      .then(function (res) {
        return res.clone().json();
      })
      .then(
        function (first) {
          return first.total > __WHOLE_LIST_MAX__ ? null : ask(__FIRST_LOAD_URLS__.properties);
        },
        function () {
          return ask(__FIRST_LOAD_URLS__.properties);
        },
      );
    get(__FIRST_LOAD_URLS__.dashboardStats);
    __LIVE_EVENT_TYPES__.forEach(function (type) {
      source.addEventListener(type, function (e) {
        // kept until the app takes the stream over, which replays them
        if (boot.source) boot.events.push(e.data);
      });
    });
    boot.source = source;
    // The table's dates are formatted in the browser's locale, whose data (ICU) the first
    // formatting loads: 30-50 ms of this thread on a busy 2-core machine, which sat in the
    // dashboard's first render (Chromium CPU profile, issue 14). This thread is idle while the
    // app's scripts download: it is paid then, after the HTML is parsed.
    setTimeout(function () {
      new Date(0).toLocaleString();
    }, 0);
  }
  window.__pmBoot = boot;
})();
