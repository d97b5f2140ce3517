// Served instead of main.js on a route whose whole first screen comes with the HTML (the
// registration landing, the settings menu): the page's text is painted with its own fonts
// before the app's code is asked for, so the phone's first bandwidth and CPU go to what the
// customer reads (ARCHITECTURE.md, "Start-up"). Plain ES5 with no imports: it
// is shipped as written, beside the build (scripts/start-up-chunks-plugin.js).
(function () {
  var me = document.currentScript;
  var app = me && me.getAttribute('data-app');
  var started = false;

  function startApp() {
    if (started || !app) return;
    started = true;
    var script = document.createElement('script');
    script.src = app;
    document.head.appendChild(script);
  }

  // Resolves once the browser has painted content (at once where it cannot tell us).
  function contentPainted() {
    return new Promise(function (resolve) {
      try {
        if (PerformanceObserver.supportedEntryTypes.indexOf('paint') < 0) return resolve();
        if (performance.getEntriesByName('first-contentful-paint').length > 0) return resolve();
        new PerformanceObserver(function (list, observer) {
          if (list.getEntriesByName('first-contentful-paint').length === 0) return;
          observer.disconnect();
          resolve();
        }).observe({ type: 'paint', buffered: true });
      } catch (error) {
        resolve();
      }
    });
  }

  function afterFirstPaint() {
    var fontsReady = document.fonts ? document.fonts.ready : Promise.resolve();
    Promise.all([fontsReady, contentPainted()]).then(function () {
      requestAnimationFrame(function () {
        setTimeout(startApp, 0);
      });
    });
    // A hidden page gets no frames, and a font may never settle: the app starts anyway.
    setTimeout(startApp, 3000);
  }

  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', afterFirstPaint);
  else afterFirstPaint();
})();
