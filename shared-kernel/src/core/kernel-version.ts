/**
 * The kernel's version, as in shared-kernel/package.json (kernel-version.test.ts keeps the two
 * equal). A remote reads it off the kernel the page serves to tell whether it can run there
 * (shared-kernel/compatibility; docs/deploy-contract.md, "The kernel's version").
 */
export const KERNEL_VERSION = '1.3.0';
