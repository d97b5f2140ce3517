import type { RequestContext } from '../http/request';
import { json, type Reply } from '../http/reply';
import type { SandboxDeps } from '../sandbox-deps';

// Control endpoints and simulated pages live under /__sandbox, outside the bank prefix, and
// answer plain JSON or HTML rather than the bank envelope.

export const CONTROL_PREFIX = '/__sandbox';

export interface ControlCall extends RequestContext {
  deps: SandboxDeps;
}

export interface ControlRoute {
  method: string;
  /** Full path, including CONTROL_PREFIX. */
  path: string;
  handle(call: ControlCall): Reply | Promise<Reply>;
}

export function control(method: string, path: string, handle: (call: ControlCall) => Reply | Promise<Reply>): ControlRoute {
  return { method, path: `${CONTROL_PREFIX}${path}`, handle };
}

export function invalid(message: string): Reply {
  return json(400, { error: message });
}

export function missing(message: string): Reply {
  return json(404, { error: message });
}
