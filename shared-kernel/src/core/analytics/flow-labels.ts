import { isFlow, type Flow } from '../routing/flow';

const FLOW_LABELS = {
  register: 'Register',
  unbinding: 'Unregister',
  'select-statement': 'Request Statement',
  'manage-consent': 'Manage Consent',
  'confirm-account': 'Manage Account',
} as const satisfies Record<Flow, string>;

export type FlowLabel = (typeof FLOW_LABELS)[Flow] | 'OTHER';

/** The flow is read back from session storage, so any string (or none) may arrive. */
export function flowLabel(flow: string | null | undefined): FlowLabel {
  return isFlow(flow) ? FLOW_LABELS[flow] : 'OTHER';
}
