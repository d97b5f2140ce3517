// Test support for every package's unit tests (import 'shared-kernel/testing'); never imported
// by application code, so it reaches no bundle.
export { playChatPlatform } from './chat-platform';
export { fail, ok, startFakeBank, takeUnhandledRequests, testRuntimeConfig, type RecordedRequest, type Reply } from './fake-bank-server';
export { bankAccount, dataLayerEntries, dataLayerEvents } from './fixtures';
export { aMomentLater, holdAnswer } from './held-answer';
export { leavePage, renderInApp } from './render-in-app';
export { resetAppState, resetOverlays } from './reset-app-state';
export { describePublishedFirstScreens } from './published-first-screens';
export { runPendingMicrotasks } from './microtasks';
export { holdTheClock, SUCCESS_POPUP_MS, timePasses } from './test-clock';
export { LOADING_SAID_AFTER_MS } from '../core/ui/loading-spinner';
