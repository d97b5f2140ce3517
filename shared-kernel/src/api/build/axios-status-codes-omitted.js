// Build-time stand-in for axios.HttpStatusCode, a table of status names nothing in the app reads
// (scripts/omissions/library-omissions.js).
export default Object.freeze({});
