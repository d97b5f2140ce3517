// Build time only (scripts/prerender-screens.js): the kernel's stylesheet, with the host's own
// font URLs, which the server gives every route whose first screen a remote publishes
// (docs/remote-screens.md).
export { prerenderKernelStyles as prerender } from 'shared-kernel/prerender';
