import { requireRegistered } from '../bank/customers';
import { sessionRoute, verifiedRoute } from './bank-route';

export const settingsRoutes = [
  // The consent menu item's own gate is the flag; this says whether filling consent is open
  // to the user at all, which in the sandbox follows enableSettingConsentManagement.
  sessionRoute('POST', '/settings/check-pre-setting', ({ store }, session) => {
    requireRegistered(store, session);
    return { isFillConsentAllowed: store.flags.enableSettingConsentManagement };
  }),

  verifiedRoute('POST', '/un-registers', ['DEREGISTRATION'], ({ store }, session) => {
    const { customer } = requireRegistered(store, session);
    store.links.delete(session.sub);
    store.drafts.delete(session.sub);
    store.recordLinkEvent({ event: 'unlinked', sub: session.sub, customerId: customer.id });
    return {};
  }),
];
