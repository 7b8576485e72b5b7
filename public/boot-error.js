// Runs before the app bundle: if a script error happens while #root is still empty, show a
// 'Loading Error' panel instead of a blank page (docs/product.md A2, "Startup and shell").
(function () {
  function show(message, source) {
    var root = document.getElementById('root');
    if (!root || root.childElementCount > 0) return;
    var panel = document.createElement('div');
    panel.setAttribute('role', 'alert');
    panel.style.cssText =
      'max-width:32rem;margin:4rem auto;padding:1.5rem;border:1px solid #fecaca;border-radius:.75rem;background:#fef2f2;font-family:system-ui,sans-serif;color:#7f1d1d';
    var h = document.createElement('h1');
    h.textContent = 'Loading Error';
    h.style.cssText = 'font-size:1.25rem;margin:0 0 .5rem';
    var p = document.createElement('p');
    p.textContent = message || 'The application failed to load.';
    var s = document.createElement('p');
    s.textContent = source ? 'Source: ' + source : '';
    s.style.cssText = 'font-size:.8rem;color:#991b1b;word-break:break-all';
    var b = document.createElement('button');
    b.type = 'button';
    b.textContent = 'Try Again';
    b.style.cssText = 'margin-top:1rem;padding:.5rem 1rem;border-radius:.5rem;border:0;background:#1e3a5f;color:#fff;cursor:pointer';
    b.onclick = function () {
      location.reload();
    };
    panel.append(h, p, s, b);
    root.appendChild(panel);
  }
  window.addEventListener('error', function (e) {
    show(e.message, e.filename ? e.filename + ':' + e.lineno : '');
  });
  window.addEventListener('unhandledrejection', function (e) {
    var r = e.reason;
    show(r && r.message ? r.message : String(r), r && r.stack ? String(r.stack).split('\n')[1] : '');
  });
})();
