// Build-time stand-in for axios's form-body helpers (toFormData, formDataToJSON,
// toURLEncodedForm; scripts/omissions/library-omissions.js). The bank takes JSON bodies only, and
// the kernel's client hands axios its query as URLSearchParams, so nothing calls them; a page that
// ever sends a form gets this error in development and end-to-end tests, not a silent wrong body.
export const DEFAULT_FORM_DATA_MAX_DEPTH = 100;

export default function formBodiesAreNotInThisBuild() {
  throw new Error('This build sends JSON bodies only: axios form encoding is left out (scripts/omissions/library-omissions.js).');
}
