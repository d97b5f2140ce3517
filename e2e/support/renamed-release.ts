import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';

// webpack's content-hashed names, `<name>.<8 hex>.<ext>`, and their precompressed copies.
const HASHED = /\.([0-9a-f]{8})\.(js|woff2|css)(\.br|\.gz)?$/;
const TEXT = /\.(js|css|json|html)$/;

function filesBelow(dir: string, prefix = ''): string[] {
  return fs.readdirSync(path.join(dir, prefix), { withFileTypes: true }).flatMap((entry) => {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    return entry.isDirectory() ? filesBelow(dir, relative) : [relative];
  });
}

/**
 * The next release of a build as a redeploy brings it: every content-hashed file under a new
 * name, and every file that names them (remoteEntry.js's chunk map above all) rewritten to the
 * new names, its precompressed copies made again. What the old release's pages ask for is no
 * longer in it.
 * @returns the new build's folder and the old-to-new hash of each renamed file
 */
export function renamedRelease(build: string): { dir: string; renamed: Map<string, string> } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'renamed-release-'));
  const files = filesBelow(build);
  const renamed = new Map<string, string>();
  for (const file of files) {
    const hash = HASHED.exec(file)?.[1];
    if (hash) renamed.set(hash, createHash('sha256').update(`next ${hash}`).digest('hex').slice(0, 8));
  }
  const rename = (text: string) => text.replace(/[0-9a-f]{8}/g, (hash) => renamed.get(hash) ?? hash);
  for (const file of files.filter((name) => !/\.(br|gz)$/.test(name))) {
    const target = path.join(dir, rename(file));
    fs.mkdirSync(path.dirname(target), { recursive: true });
    const content = fs.readFileSync(path.join(build, file));
    const next = TEXT.test(file) ? Buffer.from(rename(content.toString('utf8'))) : content;
    fs.writeFileSync(target, next);
    if (fs.existsSync(path.join(build, `${file}.br`))) fs.writeFileSync(`${target}.br`, zlib.brotliCompressSync(next));
    if (fs.existsSync(path.join(build, `${file}.gz`))) fs.writeFileSync(`${target}.gz`, zlib.gzipSync(next));
  }
  return { dir, renamed };
}
