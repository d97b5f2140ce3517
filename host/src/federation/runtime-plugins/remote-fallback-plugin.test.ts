import { remoteFallbackPlugin, type UnavailableRemote } from './remote-fallback-plugin';

// What Module Federation's runtime says when a remote's entry cannot be fetched or did not start.
const NO_EXPORTS = new Error('[ Federation Runtime ]: Failed to get remoteEntry exports. #RUNTIME-001');

function failedLoad(error: unknown): UnavailableRemote {
  const errorLoadRemote = remoteFallbackPlugin().errorLoadRemote as unknown as (args: object) => UnavailableRemote;
  return errorLoadRemote({ id: 'registration/pages', lifecycle: 'onLoad', error });
}

beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));

test('a remote entry that fails to load resolves to the unavailable marker with the runtime’s reason, instead of rejecting into the shell', () => {
  expect(failedLoad(NO_EXPORTS)).toEqual({ remoteUnavailable: true, id: 'registration/pages', reason: NO_EXPORTS.message });
});

test('a failure without a message still resolves to the marker', () => {
  expect(failedLoad({})).toEqual({ remoteUnavailable: true, id: 'registration/pages' });
});
