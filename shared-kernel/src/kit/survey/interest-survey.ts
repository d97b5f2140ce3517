/**
 * The kernel's `shared-kernel/survey` entry point: the interest survey both flows run. It is
 * bundled into the two survey pages' chunks instead of riding on every first load; what it
 * needs of the session (the API client, the error handling, the loading state, the UI kit) it
 * takes from `shared-kernel` itself, so there is still one of each on the page
 * (the kit's rule in scripts/lint/package-boundaries.js).
 */
export * from './survey-screen';
export * from './use-survey-form';
export * from './survey-choices';
export * from '../ui/survey-picker';
export * from '../api/calls/surveys';
export type { Survey } from '../api/schemas';
