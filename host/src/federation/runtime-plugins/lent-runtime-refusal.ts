// A remote of the release in production reads the lent bundler runtime's version as its entry
// runs, and takes the runtime only when that version is the one it was built with. When it is
// not, the remote throws from its own origin: the page sees only "Script error." and Module
// Federation only an entry without exports, as for a broken file. The loan notes a version read
// that no take followed, so that failure is reported as the skew it is
// (docs/deploy-contract.md, "The one ordered step").
let readNotTaken = false;

export function noteLoanVersionRead(): void {
  readNotTaken = true;
}

export function noteLoanTaken(): void {
  readNotTaken = false;
}

/** Whether a remote refused the loan since the last call: each refusal names one failed entry. */
export function takeLoanRefusal(): boolean {
  const refused = readNotTaken;
  readNotTaken = false;
  return refused;
}
