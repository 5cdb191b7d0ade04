// Runs as soon as it arrives, while the app's first script still downloads and runs: the chunks of
// the route being opened (layout and page, listed per path by route-preload.vite-plugin.ts in the
// #route-chunks block) start downloading now instead of when the router asks for them, a few hundred
// milliseconds later on a busy phone. A path without an entry loads as before.
(function () {
  var block = document.getElementById('route-chunks');
  if (!block) return;
  var routes = JSON.parse(block.textContent || '{}');
  for (var pattern in routes) {
    if (!new RegExp(pattern).test(location.pathname)) continue;
    routes[pattern].forEach(function (file) {
      var link = document.createElement('link');
      var css = /\.css$/.test(file);
      link.rel = css ? 'preload' : 'modulepreload';
      if (css) link.as = 'style';
      link.crossOrigin = ''; // as the app's own module scripts and styles load (crossorigin)
      link.href = file;
      document.head.appendChild(link);
    });
  }

  // From the sign-in page, the screens that follow are fetched ahead into the cache once the page has
  // loaded (issue 18: a cheap phone on Fast 3G): signing in then waits for the server's answers, not
  // for scripts. The hub app's, as its operators are the ones on slow networks: its overview, then
  // the form most opened from it (the browser still sends a later request of a higher priority, as
  // signing in, before the prefetches waiting for a connection).
  var NEXT = {
    '^/sign-in/?$': ['^/hub-overview/?$', '^/register-material-bag(/|$)'],
    '^/hub-overview/?$': ['^/register-material-bag(/|$)'],
  };
  var after = [];
  for (var from in NEXT)
    if (new RegExp(from).test(location.pathname)) after = after.concat(NEXT[from]);
  if (after.length === 0) return;
  window.addEventListener(
    'load',
    function () {
      after.forEach(function (pattern) {
        (routes[pattern] || []).forEach(function (file) {
          var link = document.createElement('link');
          link.rel = 'prefetch';
          link.as = /\.css$/.test(file) ? 'style' : 'script';
          link.crossOrigin = '';
          link.href = file;
          document.head.appendChild(link);
        });
      });
    },
    { once: true },
  );
})();
