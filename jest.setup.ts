import '@testing-library/jest-dom';
import { resetAppState, takeUnhandledRequests } from 'shared-kernel/testing';

// One reset for every test: a new customer's storage, atoms and popups (shared-kernel/testing).
// A call the fake bank was not told about fails the test that made it.
beforeEach(() => resetAppState());
afterEach(() => {
  const unexpected = takeUnhandledRequests();
  if (unexpected.length > 0) throw new Error(`the fake bank was not told about: ${unexpected.join(', ')}`);
});
