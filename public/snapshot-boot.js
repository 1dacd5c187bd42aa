/* global document, location, matchMedia, NodeFilter */
// Paints a picture of the page at once, before the console's code has loaded: the last-seen
// page of the signed-in user (an offline start above all shows content within a few hundred
// milliseconds), else, with no one signed in, the sign-in page the build rendered into
// index.html (build/startPictures.ts), in the chosen language and theme. The picture sits in
// a closed shadow root: inert, hidden from assistive technology and from anything querying
// the document; the console removes it once it has rendered the page itself.
// Written by src/app/snapshot/pageSnapshot.ts and startPictures.tsx, which own the formats;
// plain JavaScript because it runs before any bundle.
(function paintStartPicture() {
  function stored(key) {
    try {
      return JSON.parse(localStorage.getItem(key) || 'null');
    } catch {
      return null;
    }
  }

  function lastSeenPage(auth) {
    var saved = stored('console.snapshot');
    if (!auth || !auth.token || !saved || saved.version !== 1) return null;
    var part = auth.token.split('.')[1].replace(/-/g, '+').replace(/_/g, '/');
    var claims = JSON.parse(atob(part + '==='.slice((part.length + 3) % 4)));
    if (claims.userId !== saved.userId) return null;
    // The same address, else the latest picture of the same path (pages are newest first).
    var page = saved.pages[location.pathname + location.search];
    Object.keys(saved.pages).forEach(function (address) {
      if (!page && address.split('?')[0] === location.pathname) page = saved.pages[address];
    });
    return page || null;
  }

  // The theme the console will show (Mantine's stored choice, spec 3.6), dark by default.
  function chosenScheme() {
    var theme = localStorage.getItem('console.theme');
    if (theme === 'auto')
      return matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
    return theme === 'light' ? 'light' : 'dark';
  }

  // Signed out, every address but the password pages shows the sign-in page (AppRoutes).
  function signInPage(auth) {
    if (auth && auth.token) return null;
    if (/^\/(forgotpassword|setpassword)(\/|$)/.test(location.pathname)) return null;
    var template = document.getElementById('console-picture-sign-in');
    if (!template) return null;
    var locales = JSON.parse(document.getElementById('console-picture-locales').textContent);
    var words = locales[stored('console.locale')] || null;
    // The template's own nodes, copied: no round trip through HTML text.
    return { nodes: template.content.cloneNode(true), scheme: chosenScheme(), words: words };
  }

  // The picture is rendered in English: another locale's texts replace it before it paints.
  function translate(content, words) {
    var texts = words.texts;
    var walker = document.createTreeWalker(content, NodeFilter.SHOW_TEXT);
    for (var node = walker.nextNode(); node; node = walker.nextNode()) {
      if (Object.prototype.hasOwnProperty.call(texts, node.data)) node.data = texts[node.data];
    }
    content.querySelectorAll('[aria-label]').forEach(function (element) {
      var label = element.getAttribute('aria-label');
      if (Object.prototype.hasOwnProperty.call(texts, label)) {
        element.setAttribute('aria-label', texts[label]);
      }
    });
    document.documentElement.lang = words.lang;
  }

  var auth = stored('console.auth');

  try {
    var page = lastSeenPage(auth) || signInPage(auth);
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
    if (page.nodes) content.appendChild(page.nodes);
    else content.innerHTML = page.html;
    if (page.words) translate(content, page.words);
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
