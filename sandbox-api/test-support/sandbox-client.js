'use strict';
// Shared by the sandbox tests: starts a sandbox from dist/ on a free port and talks to it the
// way the app does (bank prefix, bearer tokens) and the way e2e tests do (controls).
// Kept outside test/ so `node --test 'test/*.test.js'` does not count it as a test file.

const { createSandbox } = require('../dist/server.js');
const { bankContract } = require('../../scripts/api-contract.js');
const { FORCED_ANSWER_HEADER } = require('../dist/http/bank-dispatch.js');
const { SEED } = require('../dist/state/seed.js');

const PREFIX = '/services/lks/inter/api/v1';
const HOST_ORIGIN = 'http://localhost:3000';
const LIFF_ID = '2000000000-abcdEFGH';
const ALLOWED_ORIGINS = ['http://localhost:3000', 'http://localhost:3001', 'http://localhost:3002', 'http://localhost:3003'];

function seedCustomer(key) {
  const customer = SEED.customers.find((c) => c.key === key);
  if (!customer) throw new Error(`no seeded customer ${key}`);
  return customer;
}

let subCounter = 0;
/** A LINE user id nobody has used in this process. */
function freshSub(label = 'new') {
  subCounter += 1;
  return `U-test-${label}-${process.pid}-${subCounter}`;
}

async function startSandbox() {
  const sandbox = await createSandbox({ port: 0, hostOrigin: HOST_ORIGIN, allowedOrigins: ALLOWED_ORIGINS, liffId: LIFF_ID });

  async function request(method, path, { token, body, headers = {}, raw } = {}) {
    const init = { method, headers: { ...headers }, redirect: 'manual' };
    if (token) init.headers.Authorization = `Bearer ${token}`;
    if (raw !== undefined) init.body = raw;
    else if (body !== undefined) {
      init.headers['Content-Type'] = 'application/json';
      init.body = JSON.stringify(body);
    }
    const response = await fetch(`${sandbox.url}${path}`, init);
    const text = await response.text();
    let json;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      json = undefined;
    }
    return { status: response.status, headers: response.headers, body: json, text };
  }

  const client = {
    url: sandbox.url,
    close: () => sandbox.close(),
    request,
    bank: async (method, path, options = {}) => {
      const reply = await request(method, `${PREFIX}${path}`, options);
      const problems = contractProblems(method, path, reply);
      if (problems.length > 0)
        throw new Error(`the sandbox's ${method} ${path} differs from docs/api/openapi.yaml:\n${problems.join('\n')}`);
      return reply;
    },
    control: (method, path, body) => request(method, `/__sandbox${path}`, body === undefined ? {} : { body }),

    async idToken(sub, variant) {
      const query = new URLSearchParams({ sub });
      if (variant) query.set('variant', variant);
      const reply = await client.control('GET', `/line/id-token?${query}`);
      return reply.body.idToken;
    },

    /** LINE login + /verify-token: the access token of that LINE user. */
    async login(sub) {
      const reply = await client.bank('POST', '/verify-token', { body: { lineIdToken: await client.idToken(sub) } });
      if (reply.status !== 200) throw new Error(`login failed: ${reply.text}`);
      return reply.body.data.accessToken;
    },

    async lastSms(mobile) {
      const reply = await client.control('GET', `/outbox?to=${mobile}`);
      return reply.body.sms.at(-1);
    },

    async preRegister(token, customer, { channel = 'otp', ...extra } = {}) {
      return client.bank('POST', `/registers/${channel}/pre-register`, {
        token,
        body: {
          identificationNumber: customer.nationalId,
          mobileNumber: customer.mobile,
          referral: '',
          recaptchaToken: '',
          deviceOS: 'ANDROID',
          ...extra,
        },
      });
    },

    /** Pre-register and pass the OTP: the registration's verify token. */
    async verifyRegistrationByOtp(sub, customer, extra = {}) {
      const accessToken = await client.login(sub);
      const pre = await client.preRegister(accessToken, customer, extra);
      if (pre.status !== 200) throw new Error(`pre-register failed: ${pre.text}`);
      const { registerRef } = pre.body.data;
      const otp = await client.bank('POST', '/registers/otp/request', { token: accessToken, body: { registerRef } });
      if (otp.status !== 200) throw new Error(`otp request failed: ${otp.text}`);
      const sms = await client.lastSms(customer.mobile);
      const verified = await client.bank('POST', '/registers/otp/verify', {
        token: accessToken,
        body: { registerRef, otpRef: otp.body.data.otpRef, otpCode: sms.code },
      });
      if (verified.status !== 200) throw new Error(`otp verify failed: ${verified.text}`);
      return { accessToken, registerRef, verifyToken: verified.body.data.accessToken };
    },

    /** A whole registration by OTP with the listed accounts (default: those offered). */
    async register(sub, customer, accountNumbers) {
      const flow = await client.verifyRegistrationByOtp(sub, customer);
      const listed = await client.bank('GET', '/bank-accounts', { token: flow.verifyToken });
      const numbers = accountNumbers ?? listed.body.data.accounts.map((a) => a.accountNumber);
      const submit = await client.bank('POST', '/registers/submit', {
        token: flow.verifyToken,
        body: {
          registerRef: flow.registerRef,
          registerAccounts: numbers.map((accountNumber) => ({ accountNumber, accountType: 'SVNG', isNotificationEnabled: true })),
        },
      });
      if (submit.status !== 200) throw new Error(`submit failed: ${submit.text}`);
      return { ...flow, mustConsent: submit.body.data.mustConsent };
    },

    /** Service verification by OTP for a registered LINE user: its verify token. */
    async verifyServiceByOtp(accessToken, mobile, purpose = 'OTHER') {
      const otp = await client.bank('POST', '/verification/otp/request', {
        token: accessToken,
        headers: { 'X-Purpose': purpose },
        body: {},
      });
      if (otp.status !== 200) throw new Error(`verification otp request failed: ${otp.text}`);
      const sms = await client.lastSms(mobile);
      const verified = await client.bank('POST', '/verification/otp/verify', {
        token: accessToken,
        headers: { 'X-Purpose': purpose },
        body: { otpRef: otp.body.data.otpRef, otpCode: sms.code },
      });
      if (verified.status !== 200) throw new Error(`verification otp verify failed: ${verified.text}`);
      return verified.body.data.accessToken;
    },

    advance: (seconds) => client.control('POST', '/clock', { advanceSeconds: seconds }),
    state: async (sub) => (await client.control('GET', `/state?sub=${encodeURIComponent(sub)}`)).body,
  };
  return client;
}

/**
 * Every bank call a test makes is checked against the contract: the sandbox must answer a call
 * the document does not describe with 404, and every answer (each status, each code) must be
 * one the document gives that call. Answers forced by fail-next are the test's, not the bank's.
 */
function contractProblems(method, pathWithQuery, reply) {
  // A CORS preflight is the browser's question, not a bank call.
  if (method === 'OPTIONS') return [];
  const contract = bankContract();
  const [path = ''] = pathWithQuery.split('?');
  const operation = contract.operationFor(method, path);
  if (!operation) return reply.status === 404 ? [] : [`answered ${reply.status} to a call the contract does not describe`];
  if (reply.headers.get(FORCED_ANSWER_HEADER.toLowerCase())) return [];
  return contract.checkResponse(operation, reply.status, reply.body);
}

/** A wrong 6-digit code for a known right one. */
function wrongCode(code) {
  return code === '000000' ? '111111' : '000000';
}

/** Seconds between now-ish and a +07:00 timestamp the sandbox returned. */
function secondsUntil(iso, from = Date.now()) {
  return (Date.parse(iso) - from) / 1000;
}

/** A test-scoped sandbox: started before, closed after. */
function useSandbox(testModule) {
  const holder = {};
  testModule.before(async () => {
    holder.sandbox = await startSandbox();
  });
  testModule.after(async () => {
    await holder.sandbox.close();
  });
  testModule.beforeEach(async () => {
    await holder.sandbox.control('POST', '/reset');
  });
  return () => holder.sandbox;
}

module.exports = { startSandbox, useSandbox, seedCustomer, freshSub, wrongCode, secondsUntil, SEED, PREFIX, HOST_ORIGIN };
