// Starts the app of a server-rendered page once the browser has painted it (issue 14, decision
// 0035). The page is readable without JavaScript; fetching the app's modules after the first paint
// leaves the phone's bandwidth to the HTML, the stylesheet and the page's main picture first. The
// server names the entry and the modules it needs in this element's data attributes.
(function () {
  var me = document.currentScript;
  var entry = me && me.getAttribute('data-entry');
  if (!entry) return;
  var modules = (me.getAttribute('data-modules') || '').split(' ').filter(Boolean);
  // 'starting' until the app has hydrated the page (src/client/main.tsx sets 'ready').
  document.documentElement.setAttribute('data-app', 'starting');
  function start() {
    modules.forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    });
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    document.head.appendChild(script);
  }
  // A frame, then a task: the first paint happens in between. A hidden tab paints nothing and never
  // runs the frame, so it starts at once.
  if (document.visibilityState === 'hidden' || typeof requestAnimationFrame !== 'function') start();
  else
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
})();
