// Debian's nginx with the deployment's own configuration (deploy/nginx/), its placeholders
// filled for one run, in a folder of its own: no system configuration is read or changed.
const fs = require('node:fs');
const path = require('node:path');
const { spawn } = require('node:child_process');

const TEMPLATES = path.join(__dirname, '..', '..', 'deploy', 'nginx');
const NGINX = '/usr/sbin/nginx';
const BROTLI_STATIC = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

/** deploy/nginx/<name> with every ${LKS_…} replaced; a placeholder left unnamed is an error. */
function filled(name, values) {
  return fs.readFileSync(path.join(TEMPLATES, name), 'utf8').replace(/\$\{(LKS_[A-Z_]+)\}/g, (_, key) => {
    if (values[key] === undefined) throw new Error(`deploy/nginx/${name}: no value for ${key}`);
    return values[key];
  });
}

/**
 * @param {string} dir an empty folder for the configuration, logs and temporary files
 * @param {Record<string, string>} values the placeholders of deploy/nginx/lks.conf
 */
async function startNginx(dir, values) {
  for (const name of fs.readdirSync(TEMPLATES)) fs.writeFileSync(path.join(dir, name), filled(name, values));
  const temp = path.join(dir, 'temp');
  fs.mkdirSync(temp);
  const tempPaths = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `${kind}_temp_path ${temp}/${kind};`);
  fs.writeFileSync(
    path.join(dir, 'nginx.conf'),
    [
      `load_module ${BROTLI_STATIC};`,
      'daemon off;',
      // As root (CI), workers would run as nobody, who cannot read a checkout in root's home.
      ...(process.getuid?.() === 0 ? ['user root;'] : []),
      'worker_processes 1;',
      `pid ${dir}/nginx.pid;`,
      `error_log ${dir}/error.log warn;`,
      'events { worker_connections 1024; }',
      `http { include /etc/nginx/mime.types; access_log off; ${tempPaths.join(' ')} include lks.conf; }`,
    ].join('\n'),
  );
  const config = ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', path.join(dir, 'error.log')];
  const test = spawn(NGINX, ['-t', '-q', ...config], { stdio: 'inherit' });
  const tested = await new Promise((resolve) => test.on('exit', resolve));
  if (tested !== 0) throw new Error(`nginx refused its configuration (${dir}/nginx.conf)`);
  const nginx = spawn(NGINX, config, { stdio: 'inherit' });
  let running = true;
  const exited = new Promise((resolve) => nginx.on('exit', resolve)).finally(() => (running = false));
  // nginx writes its pid file once its sockets listen.
  const pidFile = path.join(dir, 'nginx.pid');
  while (!fs.existsSync(pidFile)) {
    if (!running) throw new Error(`nginx stopped at start (${dir}/error.log)`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const errorLog = path.join(dir, 'error.log');
  return {
    exited,
    /** Requests nginx could not pass to an instance (refused, reset, closed) so far: each went to the next one or failed. */
    upstreamFailures: () =>
      fs
        .readFileSync(errorLog, 'utf8')
        .split('\n')
        .filter((line) => /\[error\].*(Connection refused|Connection reset|prematurely closed).*upstream/.test(line)).length,
    /** Graceful: connections in progress are answered first. */
    close() {
      nginx.kill('SIGQUIT');
      return exited;
    },
  };
}

module.exports = { startNginx };
