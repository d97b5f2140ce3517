// The async boundary Module Federation needs: shared singletons are negotiated before any app code runs.
// The start-up that needs no React (config, LIFF, the chat-token exchange, the route's first bank
// calls) begins beside it, so it runs while the framework chunk downloads (./app/start-up.ts).
const start = () => {
  void import(/* webpackChunkName: "app-start-up" */ './app/start-up').then(({ startUp, startsUp }) => {
    if (startsUp(window.location.pathname)) startUp();
  });
  void import('./bootstrap');
};

// A page the server prerendered (the registration landing) is painted before the start-up work
// begins: with the scripts already cached (a repeat visit) the browser would otherwise run all of
// it first and paint late. The timer is the fallback for a hidden page, which gets no frames.
if (document.getElementById('root')?.firstElementChild) {
  const fallback = setTimeout(start, 100);
  requestAnimationFrame(() => {
    clearTimeout(fallback);
    setTimeout(start, 0);
  });
} else {
  start();
}
