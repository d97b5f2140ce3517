import { releaseIn } from './client-reporting';

const remotes = {
  registration: 'https://static.bank.example/registration/0.1.0-1234abcd00/remoteEntry.js',
  settings: 'https://settings.bank.example/remoteEntry.js',
  statement: 'https://static.bank.example/elsewhere/0.1.0-1234abcd00/remoteEntry.js',
};

test('a report names the version of a remote its entry URL was published under, and none for an entry outside a release', () => {
  const releaseOf = releaseIn(remotes);
  expect(releaseOf('registration')).toBe('0.1.0-1234abcd00');
  expect(releaseOf('settings')).toBeUndefined();
  expect(releaseOf('statement')).toBeUndefined();
  expect(releaseOf('payments')).toBeUndefined();
});
