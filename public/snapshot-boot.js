/* global document, location */
// Paints the last-seen page of the signed-in user at once, before the console's code has
// loaded, so a start (offline above all) shows content within a few hundred milliseconds. The
// picture sits in a closed shadow root: inert, hidden from assistive technology and from
// anything querying the document; the console removes it once it has rendered the page itself.
// Written by src/app/snapshot/pageSnapshot.ts, which owns the format; plain JavaScript because
// it runs before any bundle.
(function paintLastSeenPage() {
  try {
    var auth = JSON.parse(localStorage.getItem('console.auth') || 'null');
    var saved = JSON.parse(localStorage.getItem('console.snapshot') || 'null');
    if (!auth || !auth.token || !saved || saved.version !== 1) return;
    var part = auth.token.split('.')[1].replace(/-/g, '+').replace(/_/g, '/');
    var claims = JSON.parse(atob(part + '==='.slice((part.length + 3) % 4)));
    if (claims.userId !== saved.userId) return;
    // The same address, else the latest picture of the same path (pages are newest first).
    var page = saved.pages[location.pathname + location.search];
    Object.keys(saved.pages).forEach(function (address) {
      if (!page && address.split('?')[0] === location.pathname) page = saved.pages[address];
    });
    if (!page) return;

    var root = document.documentElement;
    root.setAttribute('data-mantine-color-scheme', page.scheme);
    var host = document.createElement('div');
    host.id = 'console-snapshot';
    host.setAttribute('inert', '');
    host.setAttribute('aria-hidden', 'true');
    host.style.cssText =
      'position:fixed;inset:0;z-index:10000;overflow:hidden;background:var(--mantine-color-body)';
    var shadow = host.attachShadow({ mode: 'closed' });
    document.querySelectorAll('link[rel="stylesheet"]').forEach(function (link) {
      shadow.appendChild(link.cloneNode());
    });
    var content = document.createElement('div');
    content.setAttribute('data-mantine-color-scheme', page.scheme);
    content.style.cssText =
      'font-family:var(--mantine-font-family);font-size:var(--mantine-font-size-md);' +
      'line-height:var(--mantine-line-height);color:var(--mantine-color-text)';
    content.innerHTML = page.html;
    // The theme's variables are set on :root: they apply to the document while the picture is up.
    content.querySelectorAll('style').forEach(function (style) {
      var copy = style.cloneNode(true);
      copy.setAttribute('data-console-snapshot', '');
      document.head.appendChild(copy);
    });
    shadow.appendChild(content);
    document.body.appendChild(host);
  } catch {
    // No picture: the console starts as usual.
  }
})();
