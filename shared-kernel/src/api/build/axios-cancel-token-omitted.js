// Build-time stand-in for axios's CancelToken, the cancellation API axios itself deprecates; the
// kernel's client ends calls by its timeout (scripts/omissions/library-omissions.js).
export default function CancelTokenIsNotInThisBuild() {
  throw new Error('axios CancelToken is left out of this build: use an AbortSignal (scripts/omissions/library-omissions.js).');
}
