'use strict';
// Requests no app would send: broken percent-encoding, oversized bodies, bodies that are not
// objects. The bank answers each in its envelope and stays healthy for the next caller.
const test = require('node:test');
const assert = require('node:assert/strict');
const net = require('node:net');
const { useSandbox, PREFIX } = require('../test-support/sandbox-client');

const sandbox = useSandbox(test);

function assertEnvelope(reply, status) {
  assert.equal(reply.status, status, reply.text);
  assert.equal(reply.body.success, false);
  assert.equal(reply.body.code, 'UNKNOWN');
  assert.equal(reply.body.data, null);
}

/** Writes raw bytes on one socket and collects everything the server sends until it closes. */
function rawExchange(url, chunks) {
  const { port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), '127.0.0.1');
    let received = '';
    let reset = false;
    socket.on('data', (data) => {
      received += data.toString('latin1');
    });
    socket.on('error', (error) => {
      if (error.code === 'ECONNRESET' || error.code === 'EPIPE') reset = true;
      else reject(error);
    });
    socket.on('close', () => resolve({ received, reset }));
    socket.on('connect', async () => {
      for (const chunk of chunks) {
        if (socket.destroyed) break;
        await new Promise((done) => socket.write(chunk, () => done()));
      }
      // Give the server time to answer, then hang up if it has not.
      setTimeout(() => socket.end(), 1500).unref();
    });
  });
}

test('[family:malformed-requests] a path with broken percent-encoding answers 400 in the envelope', async () => {
  const s = sandbox();
  const token = await s.login('U-registered-1');
  const reply = await s.bank('PUT', '/survey-submissions/%ZZ', { token, body: { answers: ['1'] } });
  assertEnvelope(reply, 400);
  const again = await s.bank('PUT', '/survey-submissions/%E0%A4%A', { token, body: { answers: ['1'] } });
  assertEnvelope(again, 400);
});

test('[family:malformed-requests] a control path with broken percent-encoding answers 400, not 500', async () => {
  // The segment must land on a route's parameter to be decoded at all: a path no control has
  // answers 404 before anything reads its encoding.
  const reply = await sandbox().request('GET', '/__sandbox/line-platform/api/liff/v2/apps/%ZZ/contextToken');
  assert.equal(reply.status, 400, reply.text);
  assert.deepEqual(reply.body, { error: 'path segment is not valid percent-encoding' });
});

test('[family:malformed-requests] an oversized body answers 413 in the envelope; the next call works', async () => {
  const s = sandbox();
  const big = JSON.stringify({ lineIdToken: 'x'.repeat(2 * 1024 * 1024) });
  const reply = await s.bank('POST', '/verify-token', { raw: big, headers: { 'Content-Type': 'application/json' } });
  assertEnvelope(reply, 413);
  assert.equal(reply.headers.get('connection'), 'close');
  const next = await s.bank('GET', '/feature-flags');
  assert.equal(next.status, 200);
});

test('[family:malformed-requests] on one keep-alive connection an oversized body gets 413 and a clean close, not a reset', async () => {
  const s = sandbox();
  const size = 2 * 1024 * 1024;
  const head = `POST ${PREFIX}/verify-token HTTP/1.1\r\nHost: localhost\r\nConnection: keep-alive\r\nContent-Type: application/json\r\nContent-Length: ${size}\r\n\r\n`;
  const body = Buffer.alloc(size, 0x61);
  const next = `GET ${PREFIX}/feature-flags HTTP/1.1\r\nHost: localhost\r\n\r\n`;
  const { received, reset } = await rawExchange(s.url, [head, body, next]);
  assert.match(received, /^HTTP\/1\.1 413 /);
  assert.match(received, /\r\nConnection: close\r\n/i);
  assert.equal(reset, false, 'the connection was reset instead of closed');
  // The server closed rather than reading the pipelined request as part of the body.
  assert.equal((received.match(/HTTP\/1\.1 /g) ?? []).length, 1);
  assert.equal((await s.bank('GET', '/feature-flags')).status, 200);
});

test('[family:malformed-requests] a body that streams past the limit without a length also answers 413', async () => {
  const s = sandbox();
  const chunk = Buffer.alloc(64 * 1024, 0x61);
  const chunked = (data) => Buffer.concat([Buffer.from(`${data.length.toString(16)}\r\n`), data, Buffer.from('\r\n')]);
  const head = `POST ${PREFIX}/verify-token HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n`;
  const chunks = [head, ...Array.from({ length: 20 }, () => chunked(chunk)), '0\r\n\r\n'];
  const { received, reset } = await rawExchange(s.url, chunks);
  assert.match(received, /^HTTP\/1\.1 413 /);
  assert.equal(reset, false);
});

for (const [label, raw] of [
  ['a JSON array', '[1,2,3]'],
  ['a JSON string', '"hello"'],
  ['null', 'null'],
  ['deeply nested brackets', '['.repeat(5000)],
]) {
  test(`[family:malformed-requests] a body that is ${label} answers 400 in the envelope`, async () => {
    const reply = await sandbox().bank('POST', '/verify-token', { raw, headers: { 'Content-Type': 'application/json' } });
    assertEnvelope(reply, 400);
  });
}

test('[family:malformed-requests] wrong field types answer 400, never 500', async () => {
  const s = sandbox();
  const token = await s.login('U-registered-1');
  const cases = [
    ['POST', '/verify-token', { lineIdToken: { nested: true } }],
    ['POST', '/registers/check-customer', { identificationNumber: 1234567890123, mobileNumber: ['0812345678'] }],
    ['POST', '/statements', { accountRef: null }],
    ['PUT', '/survey-submissions/SUB-x', { answers: 'not-a-list' }],
    ['POST', '/consents/forms/results', { transactionReference: 42, status: 'ACCEPTED' }],
  ];
  for (const [method, path, body] of cases) {
    const reply = await s.bank(method, path, { token, body });
    assertEnvelope(reply, 400);
  }
});
