/* global document, location, window */
// Runs first, inline in the head of index.html (build/startChunks.ts writes it there, and the
// server allows it by its hash in the content security policy): signed in, it asks for the
// boot's and the shell's code (and the first page's, at its address) and for the service
// addresses before any file of the console has come, so the start's code and its reads
// (src/app/startReads.ts) begin one round trip sooner. Signed out it does nothing: the sign-in
// page's picture needs only the style sheet. Plain JavaScript, no module: it runs before any
// bundle. The code to preload is listed in the meta element before it.
(function startSignedIn() {
  var auth;
  try {
    auth = JSON.parse(localStorage.getItem('console.auth') || 'null');
  } catch {
    return;
  }
  if (!auth || !auth.token) return;
  try {
    var meta = document.querySelector('meta[name="console-signed-in-code"]');
    (meta ? meta.content.split(' ') : []).forEach(function (entry) {
      // `file|path,path`: this file only at those addresses.
      var parts = entry.split('|');
      var href = parts[0];
      if (parts[1] && parts[1].split(',').indexOf(location.pathname) < 0) return;
      var link = document.createElement('link');
      if (/\.css$/.test(href)) {
        link.rel = 'preload';
        link.setAttribute('as', 'style');
      } else {
        link.rel = 'modulepreload';
        link.crossOrigin = '';
      }
      link.href = href;
      document.head.appendChild(link);
    });
  } catch {
    // The entry asks for it as before.
  }
  try {
    // Taken by loadRuntimeConfig (src/shared/api/runtimeConfig.ts), once; a failure is met
    // there as its own would be. Handled here too, so it is never reported as unhandled.
    var config = fetch('/runtime-config.json', { headers: { Accept: 'application/json' } });
    config.catch(function () {});
    window.consoleStartConfig = config;
  } catch {
    // The entry asks for it.
  }
})();
