/** `text` as it may stand in an HTML page's text or a double-quoted attribute value, and read back the same. */
const escapeHtml = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

module.exports = { escapeHtml };
