// A rollout under a running server: the previous releases' hashed files stay served for as long
// as the retention rule says, the new entry and its chunks arrive together.
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { createBuildServer } = require('./build-server');
const { deployRelease } = require('./deploy-release');

const HOUR = 3_600_000;

function build(release) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), `release-${release}-`));
  const hash = (n) => `${release}${n}`.padEnd(8, '0').slice(0, 8);
  fs.writeFileSync(path.join(root, `page-info.${hash(1)}.js`), `info ${release}`);
  fs.writeFileSync(path.join(root, `page-info.${hash(1)}.js.br`), `br ${release}`);
  fs.writeFileSync(path.join(root, `page-info.${hash(1)}.js.map`), '{"version":3}');
  fs.mkdirSync(path.join(root, 'fonts'));
  fs.writeFileSync(path.join(root, 'fonts', `sarabun.${hash(2)}.woff2`), `font ${release}`);
  fs.writeFileSync(path.join(root, 'remoteEntry.js'), `entry ${release} -> page-info.${hash(1)}.js`);
  return { root, chunk: `page-info.${hash(1)}.js`, font: `fonts/sarabun.${hash(2)}.woff2` };
}

const served = (live) => fs.readdirSync(live, { recursive: true }).map(String).sort();

describe('deploying a release into the served folder', () => {
  test('[family:deploy-time-changes] the previous releases’ chunks stay served beside the new entry while a server runs', async () => {
    const live = fs.mkdtempSync(path.join(os.tmpdir(), 'live-'));
    const a = build('a');
    deployRelease(a.root, live, { now: 0 });
    const server = await createBuildServer({ root: live, port: 0, role: 'remote' });
    try {
      const b = build('b');
      deployRelease(b.root, live, { now: HOUR });
      // A page opened before the deploy still holds release a's entry and asks for its chunk.
      const old = await fetch(`${server.url}/${a.chunk}`);
      expect([old.status, await old.text()]).toEqual([200, 'info a']);
      const entry = await (await fetch(`${server.url}/remoteEntry.js`)).text();
      expect(entry).toBe(`entry b -> ${b.chunk}`);
      expect((await fetch(`${server.url}/${b.chunk}`)).status).toBe(200);
      expect((await fetch(`${server.url}/.releases.json`)).status).toBe(404);
    } finally {
      await server.close();
    }
  });

  test('[family:deploy-time-changes] the new index.html appears only once the rest of its release is in place: main.js and the records the server reads with it', () => {
    const live = fs.mkdtempSync(path.join(os.tmpdir(), 'live-'));
    const host = (release) => {
      const root = fs.mkdtempSync(path.join(os.tmpdir(), `host-${release}-`));
      fs.mkdirSync(path.join(root, 'prerendered'));
      for (const file of ['main.js', 'main.js.br', 'version.json', 'prerendered/start-up-chunks.json', 'prerendered/host-routes.json'])
        fs.writeFileSync(path.join(root, file), `${file} ${release}`);
      fs.writeFileSync(path.join(root, 'index.html'), `page ${release}`);
      return root;
    };
    deployRelease(host('a'), live, { now: 0 });
    // What the folder holds at the moment a server could first see the new page.
    const beside = [];
    const renameSync = fs.renameSync.bind(fs);
    const rename = jest.spyOn(fs, 'renameSync').mockImplementation((from, to) => {
      const done = renameSync(from, to);
      if (to === path.join(live, 'index.html'))
        for (const file of ['main.js', 'main.js.br', 'version.json', 'prerendered/start-up-chunks.json', 'prerendered/host-routes.json'])
          beside.push(fs.readFileSync(path.join(live, file), 'utf8'));
      return done;
    });
    try {
      deployRelease(host('b'), live, { now: HOUR });
    } finally {
      rename.mockRestore();
    }
    expect(beside).toEqual([
      'main.js b',
      'main.js.br b',
      'version.json b',
      'prerendered/start-up-chunks.json b',
      'prerendered/host-routes.json b',
    ]);
  });

  test('[family:deploy-time-changes] hashed files leave only past the last `keep` releases and once replaced longer than the minimum age', () => {
    const live = fs.mkdtempSync(path.join(os.tmpdir(), 'live-'));
    const [a, b, c, d] = ['a', 'b', 'c', 'd'].map(build);
    deployRelease(a.root, live, { now: 0, keep: 2, minAgeHours: 24 });
    deployRelease(b.root, live, { now: 1 * HOUR, keep: 2, minAgeHours: 24 });
    deployRelease(c.root, live, { now: 2 * HOUR, keep: 2, minAgeHours: 24 });
    // a is past the last two releases, but was replaced only an hour ago: it stays.
    expect(served(live)).toEqual(expect.arrayContaining([a.chunk, a.font]));
    const { removed } = deployRelease(d.root, live, { now: 30 * HOUR, keep: 2, minAgeHours: 24 });
    // a and b were replaced more than a day ago and are past the last two releases (d, c).
    expect(removed.sort()).toEqual([a.chunk, `${a.chunk}.br`, a.font, b.chunk, `${b.chunk}.br`, b.font].sort());
    expect(served(live)).toEqual(expect.arrayContaining([c.chunk, c.font, d.chunk, d.font, 'remoteEntry.js']));
    expect(served(live)).not.toContain(a.chunk);
    expect(fs.readFileSync(path.join(live, 'remoteEntry.js'), 'utf8')).toBe(`entry d -> ${d.chunk}`);
    expect(served(live).filter((file) => file.includes('.deploying-'))).toEqual([]);
    // Source maps stay with the build's artifacts.
    expect(served(live).filter((file) => file.endsWith('.map'))).toEqual([]);
  });
});
