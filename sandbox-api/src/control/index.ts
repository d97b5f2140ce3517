import { actionsSeenControls } from './actions-seen';
import { captchaControls } from './captcha';
import { clientReportControls } from './client-reports';
import { clockControls } from './clock';
import { consentControls } from './consent';
import type { ControlRoute } from './control-route';
import { failNextControls } from './fail-next';
import { featureFlagControls } from './feature-flags';
import { holdNextControls } from './hold-next';
import { kmaControls } from './kma';
import { lineControls } from './line';
import { linePlatformControls } from '../line-platform/line-platform';
import { outboxControls } from './outbox';
import { pageFontControls } from './page-fonts';
import { resetControls } from './reset';
import { seedControls } from './seed';
import { stateControls } from './state';
import { tokenLifetimeControls } from './token-lifetime';

/** Everything under /__sandbox; CONTROLS.md documents each one. */
export const controlRoutes: readonly ControlRoute[] = [
  ...resetControls,
  ...featureFlagControls,
  ...failNextControls,
  ...holdNextControls,
  ...tokenLifetimeControls,
  ...clockControls,
  ...outboxControls,
  ...stateControls,
  ...lineControls,
  ...linePlatformControls,
  ...kmaControls,
  ...consentControls,
  ...captchaControls,
  ...pageFontControls,
  ...seedControls,
  ...actionsSeenControls,
  ...clientReportControls,
];
