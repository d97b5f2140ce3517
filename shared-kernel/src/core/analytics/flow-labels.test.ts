import { FLOWS, isFlow } from '../routing/flow';
import { flowLabel } from './flow-labels';

describe('flowLabel', () => {
  it.each([
    ['register', 'Register'],
    ['unbinding', 'Unregister'],
    ['select-statement', 'Request Statement'],
    ['manage-consent', 'Manage Consent'],
    ['confirm-account', 'Manage Account'],
  ])('labels %s as %s', (flow, label) => {
    expect(flowLabel(flow)).toBe(label);
  });

  it.each([null, undefined, '', 'Register', 'setting', 'toString', '__proto__'])('labels %p as OTHER', (flow) => {
    expect(flowLabel(flow)).toBe('OTHER');
  });
});

describe('isFlow', () => {
  it('accepts exactly the five flows', () => {
    expect(FLOWS.every(isFlow)).toBe(true);
    expect(FLOWS).toHaveLength(5);
    expect(isFlow('settings')).toBe(false);
    expect(isFlow(1)).toBe(false);
  });
});
