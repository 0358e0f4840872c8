// A live run's life cycle as a small pure state machine, shared by the views that run live; the buttons follow from the phase.

export type RunPhase = 'idle' | 'running' | 'paused' | 'done' | 'error';

export interface RunState {
  phase: RunPhase;
  /** True after Cancel (phase back to idle), to say so in the status line. */
  cancelled: boolean;
  error: string | null;
}

export type RunAction =
  | { type: 'start' }
  | { type: 'pause' }
  | { type: 'resume' }
  | { type: 'cancel' }
  | { type: 'done' }
  | { type: 'error'; message: string };

export const INITIAL_RUN: RunState = { phase: 'idle', cancelled: false, error: null };

const active = (p: RunPhase) => p === 'running' || p === 'paused';

export function runReducer(s: RunState, a: RunAction): RunState {
  switch (a.type) {
    case 'start':
      return active(s.phase) ? s : { phase: 'running', cancelled: false, error: null };
    case 'pause':
      return s.phase === 'running' ? { ...s, phase: 'paused' } : s;
    case 'resume':
      return s.phase === 'paused' ? { ...s, phase: 'running' } : s;
    case 'cancel':
      return active(s.phase) ? { phase: 'idle', cancelled: true, error: null } : s;
    case 'done':
      return active(s.phase) ? { ...s, phase: 'done' } : s;
    case 'error':
      return active(s.phase) ? { phase: 'error', cancelled: false, error: a.message } : s;
  }
}

export interface ButtonStates {
  start: boolean;
  pause: boolean;
  resume: boolean;
  step: boolean;
  cancel: boolean;
}

/** Which buttons are enabled in each phase. */
export function enabledButtons(p: RunPhase): ButtonStates {
  return {
    start: !active(p),
    pause: p === 'running',
    resume: p === 'paused',
    step: p === 'paused',
    cancel: active(p),
  };
}
