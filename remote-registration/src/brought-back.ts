import * as router from 'react-router-dom';

// The router the host serves: one of the release in production has no useNavigationType
// (docs/deploy-contract.md, "Libraries on skew"); beside it no screen counts as brought back, and
// they start a registration as that release's did (its kernel keeps no registrationStep either).
const served: Partial<typeof router> = router;

/** Whether the phone's history (or the address, a reload) brought this screen back. */
export const useBroughtBack: () => boolean = served.useNavigationType ? () => router.useNavigationType() === 'POP' : () => false;
