import { StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import {
  applyDebugSwitch,
  ensureKernelStyles,
  languageNow,
  LoadingSpinner,
  loadEnglish,
  PATHS,
  startTagManager,
  type RuntimeConfig,
} from 'shared-kernel';
import { App } from './app/app';
import { reportRenderError, reportStartFailure, startClientReporting } from './app/client-reporting';
import { routeBeingOpened } from './app/deep-link';
import { keepPrerenderedPage, prerenderedPageFor } from './app/prerendered-page';
import { beginSession } from './app/session';
import { startUp } from './app/start-up';
import { StartupFailure, startupFailureReason } from './app/startup-failure';
import { registerFederation } from './federation/register-federation';
import { warmCurrentRoute } from './federation/warm-current-route';
import { StampConsentActionPage } from './pages/stamp-consent-action/stamp-consent-action-page';

async function boot(root: Root): Promise<void> {
  // The consent provider returns into a frame; that page must not start LIFF, exchange tokens
  // (the frame shares the parent's sessionStorage) or load any remote.
  if (window.location.pathname === PATHS.stampConsentAction) {
    root.render(<StampConsentActionPage />);
    return;
  }
  ensureKernelStyles();
  let config: RuntimeConfig;
  try {
    // Begun by main.js already (./app/start-up.ts); the same promises here.
    const started = startUp();
    config = await started.config;
    applyDebugSwitch(window.location.search);
    // Error reporting comes with this chunk rather than as a request of its own beside the
    // start-up's: on the statement entry that request shared the phone's link with the framework
    // and the bank's answers the first screen waits for (docs/performance-log.md). The stamp page
    // above never starts it.
    startClientReporting(config);
    registerFederation(config);
    const pageArrived = warmCurrentRoute(routeBeingOpened(window.location, config));
    // LINE slow to answer liff.init: a screen the server drew stays as it is, any other shows the
    // spinner meanwhile rather than a white page (docs/running-in-line.md).
    if (started.liffPending() && !prerenderedPageFor(window.location.pathname)) root.render(<LoadingSpinner />);
    await started.liff;
    // Only now: the container's page view sends the address as it is when it loads, and until
    // liff.init is done that holds LINE's tokens (the fragment inside LINE) or LINE Login's code.
    startTagManager(config);
    void beginSession(config);
    // An English screen is drawn once, whole: its wording is here before the first render.
    if (languageNow() === 'en') await loadEnglish();
    // A page the server drew stays on screen until its code is here: rendering first would only
    // draw the same drawing again and hold the real page back (see warmedPage).
    if (prerenderedPageFor(window.location.pathname)) await pageArrived;
  } catch (error) {
    reportStartFailure(error);
    root.render(<StartupFailure reason={startupFailureReason(error)} />);
    return;
  }
  root.render(
    <StrictMode>
      <App config={config} />
    </StrictMode>,
  );
}

const element = document.getElementById('root');
if (element) {
  keepPrerenderedPage(element, window.location.pathname);
  // Every error boundary of the page (the host's and the remotes', one React root) is reported;
  // React's own console message stays.
  const reported = (error: unknown) => {
    console.error(error);
    reportRenderError(error);
  };
  void boot(createRoot(element, { onCaughtError: reported, onUncaughtError: reported }));
}
