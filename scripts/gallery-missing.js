// What the gallery lacks (docs/gallery.md), one line each, naming where the test that pictures it
// goes: a route no journey reaches, a main popup nobody opens, a route with no English or WebKit picture.

/**
 * @param {{ routes: string[], shots: Array<{ file: string, route: string, popup: string | null }>, english: Set<string>,
 *   webkit: Set<string>, drawNothing: string[], requiredPopups: string[], webkitNotPictured?: string[] }} gallery
 * @returns {string[]}
 */
function missingPictures({ routes, shots, english, webkit, drawNothing, requiredPopups, webkitNotPictured = [] }) {
  const pictured = new Set(shots.map((shot) => shot.route));
  const popups = new Set(shots.map((shot) => shot.popup).filter(Boolean));
  const screens = shots.filter((shot) => !shot.popup);
  return [
    ...routes
      .filter((route) => !pictured.has(route) && !drawNothing.includes(route))
      .map(
        (route) => `${route}: no end-to-end journey reaches it; add one in e2e/tests/ (docs/contributing.md, "Add a screen to a remote")`,
      ),
    ...requiredPopups
      .filter((popup) => !popups.has(popup))
      .map((popup) => `the ${popup}: no journey opens it; open it in e2e/tests/gallery/`),
    ...screens
      .filter((shot) => !english.has(shot.file))
      .map(
        (shot) =>
          `${shot.route} in English: its line in e2e/tests/platform/every-route-in-english.spec.ts, or an English journey that crosses it`,
      ),
    ...screens
      .filter((shot) => !webkit.has(shot.file) && !webkitNotPictured.includes(shot.route))
      .map(
        (shot) =>
          `${shot.route} in WebKit: a WebKit journey that reaches it (e2e/webkit/) or a test in e2e/webkit/gallery/gallery-routes.spec.ts`,
      ),
  ];
}

module.exports = { missingPictures };
