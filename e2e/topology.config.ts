import { defineConfig } from '@playwright/test';
import base from './playwright.config';
import { coreJourneys } from './support/core-journeys';

// The core journeys on the production topology (docs/deploying.md, "Topology"): nginx in front,
// serving the remotes' files itself, sending the bank's path to the sandbox and balancing two
// instances of the host's server, one of them the image. scripts/topology/run.js starts it all
// on the usual ports before this runs, so there is no set-up of its own.
export default defineConfig({ ...base, globalSetup: undefined, ...coreJourneys() });
