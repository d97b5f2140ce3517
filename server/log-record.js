// One line of a server's log (docs/serving.md, "Logs"): every line starts with when and how
// serious it is, so a log pipeline that reads the container's JSON lines can filter and alert
// on `level` without knowing each message. `info`: the server doing its work; `warn`: something
// outside it went wrong and the server carries on (a remote left out, a page's error report);
// `error`: the server failed at its own work (a 5xx, a release manifest it cannot take).
/**
 * @param {'info' | 'warn' | 'error'} level
 * @param {object} fields the line's own fields
 */
const logRecord = (level, fields) => ({ time: new Date().toISOString(), level, ...fields });

module.exports = { logRecord };
