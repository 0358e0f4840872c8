// A store run's status as the phase the run buttons follow (src/controls/runState.ts), so
// every view enables the same buttons for the same state.
import type { RunMeta } from '../store';
import type { RunPhase } from './runState';

export function phaseOfRun(run: RunMeta | undefined): RunPhase {
  switch (run?.status) {
    case 'running':
    case 'queued':
      return 'running';
    case 'paused':
      return 'paused';
    case 'done':
      return 'done';
    case 'failed':
      return 'error';
    default:
      return 'idle';
  }
}
