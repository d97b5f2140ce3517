// What each axios stand-in of library-omissions.js does in a phone: the kernel's own HTTP client
// (shared-kernel/src/api/http-client.ts) built as the app's builds are, with every stand-in in
// place, run in a browser page (jsdom's XMLHttpRequest) against a real HTTP server of the
// page's own origin. The app's calls keep working, and what it never uses fails with the
// stand-in's own message instead of quietly doing something else.
const http = require('node:http');
const path = require('node:path');
const webpack = require('webpack');
const fs = require('node:fs');
const { compileAssets, writeProject } = require('../federation/compile-errors');
const { JSDOM } = require('jsdom');
const { STRICT_EXPORTS, libraryOmissionPlugins } = require('./library-omissions');

jest.setTimeout(120_000);

const rootDir = path.join(__dirname, '..', '..');
const HTTP_CLIENT = path.join(rootDir, 'shared-kernel', 'src', 'api', 'http-client.ts');

const PROBE = `
import axios from 'axios';
import { createHttpClient } from ${JSON.stringify(HTTP_CLIENT)};
window.probe = { axios, client: createHttpClient({ baseURL: '/api', timeout: 5000 }) };
`;

let server;
let received;
let page;
let probe;

/** Every request the server answers, and an echo of it (a 404 for /api/missing). */
function startServer() {
  received = [];
  server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      const seen = { method: request.method, url: request.url, headers: request.headers, body };
      received.push(seen);
      response.writeHead(request.url.startsWith('/api/missing') ? 404 : 200, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify({ success: true, data: { url: request.url } }));
    });
  });
  return new Promise((resolve) => server.listen(0, 'localhost', resolve));
}

beforeAll(async () => {
  await startServer();
  const dir = writeProject({ 'probe.js': PROBE });
  const { errors, assets } = await compileAssets((out) => ({
    mode: 'production',
    target: 'web',
    context: dir,
    entry: { probe: './probe.js' },
    output: { path: out, filename: '[name].js' },
    devtool: false,
    resolve: { extensions: ['.ts', '.js'], modules: [path.join(rootDir, 'node_modules')] },
    module: {
      parser: STRICT_EXPORTS,
      rules: [
        {
          test: /\.ts$/,
          use: {
            loader: require.resolve('ts-loader'),
            options: { transpileOnly: true, configFile: path.join(rootDir, 'tsconfig.build.json') },
          },
        },
      ],
    },
    plugins: libraryOmissionPlugins(webpack),
    stats: 'errors-only',
  })).finally(() => fs.rmSync(dir, { recursive: true, force: true }));
  expect(errors).toEqual([]);
  // A page of the server's own origin: its calls are same-origin calls.
  page = new JSDOM('<!doctype html><title>probe</title>', { url: `http://localhost:${server.address().port}/`, runScripts: 'outside-only' })
    .window;
  // Every supported browser has fetch (jsdom has not): the page gets Node's.
  Object.assign(page, { fetch, Request, Response, Headers, ReadableStream });
  page.eval(assets.get('probe.js'));
  probe = page.probe;
});

afterAll(() => {
  page?.close();
  return new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  received.length = 0;
  jest.spyOn(page.console, 'warn');
});

afterEach(() => {
  jest.restoreAllMocks();
  if (page) page.document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
});

const lastRequest = () => received[received.length - 1];

test('fetch adapter left out: the client calls over XHR, and a call that asks for fetch is refused, not sent', async () => {
  await expect(probe.client.get('/accounts')).resolves.toMatchObject({ status: 200, data: { data: { url: '/api/accounts' } } });
  expect(lastRequest()).toMatchObject({ method: 'GET', url: '/api/accounts' });
  const sent = received.length;
  await expect(probe.client.get(`${page.location.origin}/api/accounts`, { adapter: 'fetch' })).rejects.toThrow(/fetch/);
  expect(received).toHaveLength(sent);
});

test('form encoding left out: a JSON body and an encoded query arrive whole; a form body or a plain-object query is refused', async () => {
  await probe.client.post('/otp', { mobileNo: '0812345678', note: 'ยืนยัน' }, { params: new URLSearchParams({ ref: 'ก ข' }) });
  expect(lastRequest()).toMatchObject({ method: 'POST', url: `/api/otp?ref=${encodeURIComponent('ก ข').replace(/%20/g, '+')}` });
  expect(lastRequest().headers['content-type']).toMatch(/^application\/json/);
  expect(JSON.parse(lastRequest().body)).toEqual({ mobileNo: '0812345678', note: 'ยืนยัน' });

  const sent = received.length;
  const formEncoding = /axios form encoding is left out/;
  await expect(
    probe.client.post('/otp', { mobileNo: '0812345678' }, { headers: { 'Content-Type': 'application/x-www-form-urlencoded' } }),
  ).rejects.toThrow(formEncoding);
  await expect(
    probe.client.post('/otp', { mobileNo: '0812345678' }, { headers: { 'Content-Type': 'multipart/form-data' } }),
  ).rejects.toThrow(formEncoding);
  await expect(probe.client.get('/accounts', { params: { page: 1 } })).rejects.toThrow(formEncoding);
  expect(received).toHaveLength(sent);
});

test('status names left out: a refusal still reaches the client as an axios error with its status', async () => {
  const refused = await probe.client.get('/missing').catch((error) => error);
  expect(probe.axios.isAxiosError(refused)).toBe(true);
  expect(refused.response.status).toBe(404);
  expect(probe.axios.HttpStatusCode).toEqual({});
});

test('CancelToken left out: making one throws, and an AbortSignal still ends a call', async () => {
  expect(() => new probe.axios.CancelToken(() => undefined)).toThrow(/CancelToken is left out of this build: use an AbortSignal/);
  const controller = new page.AbortController();
  controller.abort();
  const ended = await probe.client.get('/accounts', { signal: controller.signal }).catch((error) => error);
  expect(probe.axios.isCancel(ended)).toBe(true);
});

test('XSRF cookie reader left out: no call sends the cookie back as a header, even one that asks to', async () => {
  page.document.cookie = 'XSRF-TOKEN=from-a-cookie; path=/';
  await probe.client.get('/accounts', { withXSRFToken: true });
  expect(lastRequest().headers).not.toHaveProperty('x-xsrf-token');
});

test('same-origin test left out: a same-origin call of a client that did not turn XSRF off sends no cookie either', async () => {
  page.document.cookie = 'XSRF-TOKEN=from-a-cookie; path=/';
  await probe.axios.create({ baseURL: '/api', adapter: 'xhr' }).get('/accounts');
  expect(lastRequest()).toMatchObject({ url: '/api/accounts' });
  expect(lastRequest().headers).not.toHaveProperty('x-xsrf-token');
});

test('progress events left out: a call that asks for progress is refused before it is sent', async () => {
  await expect(probe.client.get('/accounts', { onDownloadProgress: () => undefined })).rejects.toThrow(
    /axios progress events are left out of this build/,
  );
  expect(received).toHaveLength(0);
});

test('option validator left out: options are taken as given, with no warning', async () => {
  await probe.client.get('/accounts', { transitional: { clarifyTimeoutError: 'yes' }, baseUrl: '/elsewhere' });
  expect(lastRequest()).toMatchObject({ url: '/api/accounts' });
  expect(page.console.warn).not.toHaveBeenCalled();
});
