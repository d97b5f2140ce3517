// `npm start` on a machine where a port it needs is taken (README.md, "Quick start").
const { portTakenMessage } = require('./runtime-config');

/** The error Node's listen gives for a port another program holds. */
const taken = (port) => Object.assign(new Error(`listen EADDRINUSE: address already in use :::${port}`), { code: 'EADDRINUSE', port });

test('a taken port is named with the variable that moves it, at its usual number', () => {
  expect(portTakenMessage(taken(3000), {})).toBe(
    'Port 3000 is in use: start with HOST_PORT set to a free port (README.md, "Runtime config", lists every port).',
  );
  expect(portTakenMessage(taken(9464), {})).toContain('with ADMIN_PORT set');
});

test('a taken port the environment chose is named with the variable that chose it', () => {
  expect(portTakenMessage(taken(5104), { HOST_PORT: '5100', SANDBOX_PORT: '5104' })).toContain('with SANDBOX_PORT set');
  expect(portTakenMessage(taken(5103), { STATEMENT_PORT: '5103' })).toContain('with STATEMENT_PORT set');
});

test('any other failure to start is left to be shown as it is', () => {
  expect(portTakenMessage(new Error('no build: run npm run build'), {})).toBeNull();
});
