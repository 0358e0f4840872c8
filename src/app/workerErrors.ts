// Routes worker crashes to the global banner.
import { storeActions } from '../store';
import { onWorkerError } from './sim-client';

export function watchWorkerErrors(): () => void {
  return onWorkerError((message) => storeActions.reportWorkerError('crash', message));
}
