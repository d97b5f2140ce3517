import { publicRoute } from './bank-route';

export const featureFlagRoutes = [publicRoute('GET', '/feature-flags', ({ store }) => ({ ...store.flags }))];
