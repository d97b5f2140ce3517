// The first lines of every production remote's remoteEntry.js (docs/deploy-contract.md,
// "Taking the page's runtime"). The container after them is wrapped by webpack as an AMD module
// (`define(deps, factory)`) whose one dependency is Module Federation's runtime-core, so none of
// the container's code runs before a runtime-core of its exact version is there:
// - the host offers its own under its version: the container starts at once, and the remote's
//   entry carries no runtime-core of its own;
// - otherwise (a host of another Module Federation version, an older host, a page that offers
//   nothing) the remote fetches its own copy, built beside remoteEntry.js, and starts when it has run.
// It is shipped as written (the supported browsers' syntax, docs/browsers.md) and must stay
// small: every remote's first load carries it.

/**
 * @param {{ container: string, version: string, needs: string[], runtimeFile: string,
 *   cores: string, arrivals: string, starter: string }} settings
 *   container: the container's global name; version: its Module Federation version; needs: the
 *   runtime-core names it reads; runtimeFile: its own runtime-core file, beside remoteEntry.js;
 *   cores, arrivals, starter: the page globals the host, this code and that file meet on.
 */
function containerStart(settings) {
  var page = globalThis;
  var cores = page[settings.cores] || (page[settings.cores] = {});
  var script = page.document && page.document.currentScript;
  var base = (script && script.src ? script.src : '').replace(/[?#].*$/, '').replace(/\/[^/]*$/, '/');
  function usable(core) {
    return (
      !!core &&
      settings.needs.every(function (name) {
        return name in core;
      })
    );
  }
  page[settings.starter] = {
    define: function () {
      var factory = arguments[arguments.length - 1];
      var offered = cores[settings.version];
      if (usable(offered)) {
        page[settings.container] = factory(offered);
        return;
      }
      var url = base + settings.runtimeFile;
      var started = new Promise(function (resolve, reject) {
        var arrivals = page[settings.arrivals] || (page[settings.arrivals] = {});
        // The file calls this while it runs, so the container starts as a script of the
        // remote's own folder and finds its chunks there (webpack's automatic public path).
        (arrivals[url] = arrivals[url] || []).push(function (core) {
          try {
            if (!usable(core))
              throw new Error(
                'Module Federation runtime-core ' + settings.version + ' at ' + url + ' lacks what ' + settings.container + ' reads',
              );
            resolve(factory(core));
          } catch (error) {
            reject(error);
          }
        });
        var element = page.document.createElement('script');
        element.src = url;
        element.onerror = function () {
          reject(new Error('Module Federation runtime-core of ' + settings.container + ' failed to load: ' + url));
        };
        element.onload = function () {
          reject(new Error('Module Federation runtime-core of ' + settings.container + ' did not start it: ' + url));
        };
        page.document.head.appendChild(element);
      });
      // Module Federation awaits a container's init and get, so until its runtime is there the
      // page holds a container that waits for it.
      page[settings.container] = {
        init: function () {
          var args = arguments;
          return started.then(function (container) {
            return container.init.apply(container, args);
          });
        },
        get: function () {
          var args = arguments;
          return started.then(function (container) {
            return container.get.apply(container, args);
          });
        },
      };
    },
  };
}

module.exports = { containerStart };
