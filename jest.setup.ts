import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { resetAppState, takeUnhandledRequests } from 'shared-kernel/testing';

// How long findBy and waitFor look for what the customer would see before giving up. Pages answer
// through a real HTTP round trip (shared-kernel/testing's fake bank), which on two cores busy with
// builds can take longer than Testing Library's 1 s default; a test that passes still ends as soon
// as it sees its answer. What happens only after the app's own seconds is waited for on a held
// clock instead (shared-kernel/testing's holdTheClock).
configure({ asyncUtilTimeout: 5000 });

// One reset for every test: a new customer's storage, atoms and popups (shared-kernel/testing).
// A call the fake bank was not told about fails the test that made it.
beforeEach(() => resetAppState());
afterEach(() => {
  // A test that held the clock (shared-kernel/testing's holdTheClock) leaves the next one the real one.
  jest.useRealTimers();
  const unexpected = takeUnhandledRequests();
  if (unexpected.length > 0) throw new Error(`the fake bank was not told about: ${unexpected.join(', ')}`);
});
