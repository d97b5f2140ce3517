// A release command that refuses: its message says why and what to do, and nothing was changed.
class ReleaseRefusal extends Error {
  name = 'ReleaseRefusal';
}

module.exports = { ReleaseRefusal };
