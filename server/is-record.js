/** Whether a parsed JSON value is an object with fields (not null, not an array). */
const isRecord = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);

module.exports = { isRecord };
