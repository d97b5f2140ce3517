// A release command that refuses: its message says why and what to do, and nothing was changed.
// `answer`: what the command can still tell, printed on stdout beside the refusal on stderr, for a
// script that keeps stdout alone.
class ReleaseRefusal extends Error {
  name = 'ReleaseRefusal';

  /** @param {string} message @param {{ answer?: string }} [told] */
  constructor(message, { answer } = {}) {
    super(message);
    this.answer = answer;
  }
}

module.exports = { ReleaseRefusal };
