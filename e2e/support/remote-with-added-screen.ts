import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.join(__dirname, '..', '..');

/**
 * What a squad adds for a new screen, and nothing more: the page and its line in the remote's
 * pages.ts. Written into a copy of the remote's source for this test only, so no build of the
 * repository's own packages can ever contain it.
 */
const ADDED_PAGE = `export default function AddedScreenPage() {
  return (
    <main className="k-page">
      <h1>หน้าจอที่ทีมเพิ่มเอง</h1>
    </main>
  );
}
`;
const PAGES_LIST_START = /(guardPages\('\w+', __LKS_BUILD__, \{\n)/;

/**
 * Builds a copy of `remote`'s package with one screen added at `route`, as that remote's own
 * build does (webpack, then its first-screens.json), and returns the folder to serve: the host's
 * build is not touched. The copy sits in the repository's ignored tmp/ so its imports resolve
 * as the remote's own do.
 */
export function buildRemoteWithAddedScreen(
  remote: 'registration' | 'settings' | 'statement',
  route: string,
): { dist: string; remove(): void } {
  const source = path.join(root, `remote-${remote}`);
  fs.mkdirSync(path.join(root, 'tmp'), { recursive: true });
  const copy = fs.mkdtempSync(path.join(root, 'tmp', `remote-${remote}-added-`));
  fs.cpSync(path.join(source, 'src'), path.join(copy, 'src'), { recursive: true });
  fs.copyFileSync(path.join(source, 'package.json'), path.join(copy, 'package.json'));
  fs.writeFileSync(
    path.join(copy, 'webpack.config.js'),
    fs
      .readFileSync(path.join(source, 'webpack.config.js'), 'utf8')
      .replace("require('../webpack.shared')", `require(${JSON.stringify(path.join(root, 'webpack.shared'))})`),
  );
  fs.mkdirSync(path.join(copy, 'src', 'features', 'added-screen'));
  fs.writeFileSync(path.join(copy, 'src', 'features', 'added-screen', 'added-screen-page.tsx'), ADDED_PAGE);
  const pagesFile = path.join(copy, 'src', 'pages.ts');
  const pages = fs.readFileSync(pagesFile, 'utf8');
  if (!PAGES_LIST_START.test(pages)) throw new Error(`remote-${remote}/src/pages.ts: no list of pages to add to`);
  fs.writeFileSync(
    pagesFile,
    pages.replace(PAGES_LIST_START, `$1  '${route}': () => import('./features/added-screen/added-screen-page'),\n`),
  );

  const run = (command: string, args: string[]) => execFileSync(command, args, { cwd: copy, stdio: 'pipe', env: process.env });
  run(process.execPath, [require.resolve('webpack-cli/bin/cli.js'), '--mode', 'production', '--config', 'webpack.config.js']);
  run(process.execPath, [path.join(root, 'scripts', 'prerender-screens.js'), 'src/first-screens/first-screens.tsx', 'first-screens.json']);
  // Where the builds of this checkout go (LKS_DIST, as scripts/app-servers.js reads them).
  return { dist: path.join(copy, process.env.LKS_DIST ?? 'dist'), remove: () => remove(copy) };
}

function remove(dir: string): void {
  fs.rmSync(dir, { recursive: true, force: true });
}
