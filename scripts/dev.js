// `npm run dev`: the sandbox bank plus webpack dev servers with hot reload for the host and
// every remote. Each remote's dev server also serves that remote alone in the kernel's
// minimal shell (http://localhost:3001/register, …); the host on 3000 composes them all.
const { spawn, spawnSync } = require('node:child_process');
const path = require('node:path');
const { assertServableWithSandbox, portsFrom, runtimeConfigFor } = require('./runtime-config');

const root = path.join(__dirname, '..');
const ports = portsFrom();
try {
  assertServableWithSandbox(runtimeConfigFor(process.env, 'dev'));
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
const children = [];

function start(name, command, args) {
  const child = spawn(command, args, { cwd: root, stdio: 'inherit', env: process.env });
  child.on('exit', (code) => {
    if (code) console.error(`${name} stopped (exit ${code})`);
  });
  children.push(child);
}

if (spawnSync('npm', ['run', 'build', '-w', 'sandbox-api'], { cwd: root, stdio: 'inherit' }).status !== 0) process.exit(1);
start('sandbox', 'node', ['sandbox-api/dist/main.js']);
for (const [pkg, port] of [
  ['host', ports.host],
  ['remote-registration', ports.registration],
  ['remote-settings', ports.settings],
  ['remote-statement', ports.statement],
]) {
  start(pkg, 'npx', ['webpack', 'serve', '--mode', 'development', '--config', `${pkg}/webpack.config.js`, '--port', String(port)]);
}
console.log(`\nDev servers starting. Open http://localhost:${ports.host}/register (host with every remote).`);

const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
