import { requireRegistered } from '../bank/customers';
import { unlinkLineUser } from '../bank/line-links';
import { sessionRoute, verifiedRoute } from './bank-route';

export const settingsRoutes = [
  // The consent menu item's own gate is the flag; this says whether filling consent is open
  // to the user at all, which in the sandbox follows enableSettingConsentManagement.
  sessionRoute('POST', '/settings/check-pre-setting', ({ store }, session) => {
    requireRegistered(store, session);
    return { isFillConsentAllowed: store.flags.enableSettingConsentManagement };
  }),

  verifiedRoute('POST', '/un-registers', ['DEREGISTRATION'], ({ store }, session) => {
    requireRegistered(store, session);
    unlinkLineUser(store, session.sub);
    return {};
  }),
];
