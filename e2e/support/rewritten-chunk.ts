import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const integrityOf = (content: Buffer | string) => `sha256-${createHash('sha256').update(content).digest('base64')}`;

/** Writes a text file of a build and its precompressed copies. */
function writeWithCopies(file: string, content: string): void {
  fs.writeFileSync(file, content);
  fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(content));
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(content));
}

/**
 * A remote's chunk given new code as its squad's build would give it: the integrity every other
 * script of the build records for it (webpack-subresource-integrity, webpack.shared.js) follows,
 * and so on up to remoteEntry.js. What an attacker's change on the static origin lacks.
 */
export function rewriteChunk(build: string, chunk: string, content: string): void {
  const changed = [{ before: integrityOf(fs.readFileSync(path.join(build, chunk))), file: chunk, content }];
  const scripts = fs.readdirSync(build).filter((name) => name.endsWith('.js'));
  while (changed.length > 0) {
    const { before, file, content: next } = changed.pop()!;
    writeWithCopies(path.join(build, file), next);
    for (const name of scripts) {
      const text = fs.readFileSync(path.join(build, name), 'utf8');
      if (text.includes(before))
        changed.push({ before: integrityOf(text), file: name, content: text.split(before).join(integrityOf(next)) });
    }
  }
}
