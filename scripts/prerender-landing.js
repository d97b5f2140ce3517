// After the host build: draws the registration landing, the settings menu and the statement entry
// in jsdom and writes each, with the styles it needs, to host/<dist>/prerendered/<page>.json, which
// scripts/serve/host-page.js puts into the HTML of its routes; and which remote draws each route (route-owners.json), so the
// server can hint the current route's remote entry in the HTML.
const fs = require('node:fs');
const path = require('node:path');
const webpack = require('webpack');
const { JSDOM } = require('jsdom');

const root = path.join(__dirname, '..');
const DIST = process.env.LKS_DIST ?? 'dist';
const config = require(path.join(root, 'host', 'webpack.prerender.config.js'));

webpack(config, (error, stats) => {
  if (error || stats.hasErrors()) {
    console.error(error ?? stats.toString('errors-only'));
    process.exit(1);
  }
  const script = fs.readFileSync(path.join(config.output.path, config.output.filename), 'utf8');
  const dom = new JSDOM('<!doctype html><html lang="th"><head></head><body></body></html>', {
    url: 'http://localhost/register',
    runScripts: 'outside-only',
  });
  dom.window.eval(script);
  const out = path.join(root, 'host', DIST, 'prerendered');
  fs.mkdirSync(out, { recursive: true });
  const pages = {
    landing: dom.window.lksPrerender.prerenderLanding(dom.window.document),
    'setting-menu': dom.window.lksPrerender.prerenderSettingMenu(dom.window.document),
    // Last: drawn without an account, the page's effect sends jsdom's location to /general-error.
    'request-statement': dom.window.lksPrerender.prerenderRequestStatement(dom.window.document),
  };
  for (const [name, page] of Object.entries(pages)) {
    if (!page.html.includes('<h1')) throw new Error(`the prerendered ${name} has no heading`);
    fs.writeFileSync(path.join(out, `${name}.json`), JSON.stringify(page));
    console.log(`prerendered ${page.paths.join(', ')}: ${page.html.length} characters of markup, ${page.styles.length} stylesheets`);
  }
  const owners = dom.window.lksPrerender.routeOwners();
  if (owners['/register'] !== 'registration') throw new Error('the route table has no owner for /register');
  fs.writeFileSync(path.join(out, 'route-owners.json'), JSON.stringify(owners));
});
