// What `npm run gallery` asks for when a picture is missing (docs/gallery.md): each line names the
// route or popup and where the test that pictures it goes, so a squad with a new screen knows what to add.
const { missingPictures } = require('./gallery-missing');

const shot = (route, popup = null) => ({ file: `${route.slice(1)}${popup ? '--x' : ''}.png`, route, popup });

test('a route no journey reaches asks for one, and says where it goes', () => {
  expect(
    missingPictures({
      routes: ['/', '/setting', '/notification-preferences'],
      shots: [shot('/setting')],
      english: new Set(['setting.png']),
      webkit: new Set(['setting.png']),
      drawNothing: ['/'],
      requiredPopups: [],
    }),
  ).toEqual([
    '/notification-preferences: no end-to-end journey reaches it; add one in e2e/tests/ (docs/contributing.md, "Add a screen to a remote")',
  ]);
});

test('a route pictured in Chromium alone asks for its English line and its WebKit picture', () => {
  expect(
    missingPictures({
      routes: ['/notification-preferences'],
      shots: [shot('/notification-preferences')],
      english: new Set(),
      webkit: new Set(),
      drawNothing: [],
      requiredPopups: [],
    }),
  ).toEqual([
    '/notification-preferences in English: its line in e2e/tests/platform/every-route-in-english.spec.ts, or an English journey that crosses it',
    '/notification-preferences in WebKit: a WebKit journey that reaches it (e2e/webkit/) or a test in e2e/webkit/gallery/gallery-routes.spec.ts',
  ]);
});

test('a main popup met nowhere asks for the gallery spec that opens it', () => {
  expect(
    missingPictures({ routes: [], shots: [], english: new Set(), webkit: new Set(), drawNothing: [], requiredPopups: ['calendar'] }),
  ).toEqual(['the calendar: no journey opens it; open it in e2e/tests/gallery/']);
});
