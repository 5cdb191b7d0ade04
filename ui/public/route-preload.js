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
})();
