import type { Page, Response } from '@playwright/test';
import { bankContract } from '../../scripts/api-contract';
import { BANK_PREFIX } from './sandbox';

// Every bank call a journey makes, checked against the contract (docs/api/openapi.yaml): the
// request as the app built it (path, method, headers, body) and the answer it got. A call the
// document does not describe fails the journey. An answer forced by the sandbox's fail-next is
// the test's, so only its request is checked.

const FORCED_ANSWER_HEADER = 'x-sandbox-forced';

export interface BankCallRecorder {
  /** The calls seen, and what differs from the contract (empty when all is as described). */
  finish(): Promise<{ calls: string[]; problems: string[] }>;
}

export function recordBankCalls(page: Page): BankCallRecorder {
  const contract = bankContract();
  const calls: string[] = [];
  const problems: string[] = [];
  const pending: Promise<void>[] = [];

  async function check(response: Response): Promise<void> {
    const request = response.request();
    const url = new URL(request.url());
    const at = url.pathname.indexOf(BANK_PREFIX);
    if (at < 0 || request.method() === 'OPTIONS') return;
    const path = url.pathname.slice(at + BANK_PREFIX.length);
    const name = `${request.method()} ${path}`;
    calls.push(name);
    const raw = request.postData();
    const requestProblems = contract.checkRequest({
      method: request.method(),
      path,
      query: url.searchParams,
      headers: await request.allHeaders(),
      body: raw ? (JSON.parse(raw) as unknown) : undefined,
    });
    problems.push(...requestProblems.map((problem) => `${name}: ${problem}`));
    const operation = contract.operationFor(request.method(), path);
    if (!operation || (await response.headerValue(FORCED_ANSWER_HEADER))) return;
    // A page that navigated on (to the bank app, say) before its answer was read leaves no body to check.
    const text = await response.text().catch(() => null);
    if (text === null) return;
    const body: unknown = JSON.parse(text);
    problems.push(...contract.checkResponse(operation, response.status(), body).map((problem) => `${name}: ${problem}`));
  }

  page.on('response', (response) => {
    pending.push(check(response).catch((error: unknown) => void problems.push(`${response.url()}: ${String(error)}`)));
  });

  return {
    async finish() {
      await Promise.all(pending);
      return { calls, problems };
    },
  };
}
