import type { KmaStatus } from 'shared-kernel';

export const KMA_POLL_INTERVAL_MS = 5000;
export const KMA_WINDOW_MS = 5 * 60 * 1000;

export interface KmaPollAnswer {
  status: KmaStatus;
  httpStatus: number;
}

export type KmaPollOutcome<A extends KmaPollAnswer> =
  { kind: 'approved'; answer: A } | { kind: 'rejected' } | { kind: 'expired' } | { kind: 'timeout' } | { kind: 'failed'; error: unknown };

/** waiting: a timer is set · polling: a call is out · paused: hidden, no timer · done: finished or stopped. */
export type KmaPollPhase = 'waiting' | 'polling' | 'paused' | 'done';

export interface KmaPollingOptions<A extends KmaPollAnswer> {
  poll: () => Promise<A>;
  /** Epoch ms; verifyExpirationTime, 5 minutes after the request started. */
  deadline: number;
  onDone: (outcome: KmaPollOutcome<A>) => void;
  intervalMs?: number;
  now?: () => number;
  isVisible?: () => boolean;
  /** Errors worth another try at the next tick instead of ending (a dropped connection). */
  isTransient?: (error: unknown) => boolean;
}

export interface KmaPolling {
  /** The page became visible again: poll now if polling was paused. */
  resume(): void;
  /** Leaving the page: no timer survives, and a call still out is ignored when it answers. */
  stop(): void;
  readonly phase: KmaPollPhase;
}

/**
 * docs/behaviour.md#kma-verification as a small state machine: poll at once, then every 5 s while the page
 * is visible, until the deadline. FNLD approves; ACPT, PPRC or HTTP 202 keep polling; RJCT,
 * EXPD and the deadline end it. Only one call is ever out.
 */
export function startKmaPolling<A extends KmaPollAnswer>(options: KmaPollingOptions<A>): KmaPolling {
  const {
    poll,
    deadline,
    onDone,
    intervalMs = KMA_POLL_INTERVAL_MS,
    now = Date.now,
    isVisible = () => document.visibilityState !== 'hidden',
    isTransient = () => false,
  } = options;
  let phase: KmaPollPhase = 'waiting';
  let timer: ReturnType<typeof setTimeout> | null = null;

  const clearTimer = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
  };
  const finish = (outcome: KmaPollOutcome<A>) => {
    phase = 'done';
    clearTimer();
    onDone(outcome);
  };
  const scheduleNext = () => {
    phase = 'waiting';
    // Never sleep past the deadline: the time-out is reported on time.
    timer = setTimeout(tick, Math.max(0, Math.min(intervalMs, deadline - now())));
  };
  const answered = (answer: A) => {
    if (phase !== 'polling') return;
    if (answer.httpStatus === 202) return scheduleNext();
    switch (answer.status) {
      case 'FNLD':
        return finish({ kind: 'approved', answer });
      case 'RJCT':
        return finish({ kind: 'rejected' });
      case 'EXPD':
        return finish({ kind: 'expired' });
      case 'ACPT':
      case 'PPRC':
        return scheduleNext();
    }
  };
  const failed = (error: unknown) => {
    if (phase !== 'polling') return;
    if (isTransient(error)) scheduleNext();
    else finish({ kind: 'failed', error });
  };
  function tick() {
    timer = null;
    if (phase === 'done' || phase === 'polling') return;
    if (now() >= deadline) return finish({ kind: 'timeout' });
    if (!isVisible()) {
      phase = 'paused';
      return;
    }
    phase = 'polling';
    poll().then(answered, failed);
  }

  tick();
  return {
    resume() {
      if (phase === 'paused') tick();
    },
    stop() {
      phase = 'done';
      clearTimer();
    },
    get phase() {
      return phase;
    },
  };
}
