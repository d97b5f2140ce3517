// A remote of the release in production reads the lent bundler runtime's version as its entry
// runs, and takes the runtime only when that version is the one it was built with. When it is
// not, the remote throws from its own origin: the page sees only "Script error." and Module
// Federation only an entry without exports, as for a broken file. The loan notes a version read
// that no take followed, so that failure is reported as the skew it is
// (docs/deploy-contract.md, "The one ordered step").
let readNotTaken = false;
// The page may load one entry twice (the start-up warms the route's remote, the route loads it)
// and the browser runs the failed script only once, so a refusal belongs to the remote whose
// entry failed next, for the page's life, not to that one failed load.
const refusedBy = new Set<string>();

export function noteLoanVersionRead(): void {
  readNotTaken = true;
}

export function noteLoanTaken(): void {
  readNotTaken = false;
}

/** Whether this remote, whose entry has just failed, refused the loan (now or earlier on this page). */
export function loanRefusedBy(remote: string): boolean {
  if (readNotTaken) refusedBy.add(remote);
  readNotTaken = false;
  return refusedBy.has(remote);
}
