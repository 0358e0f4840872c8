// The kinds of event a live run can stop at (src/sim/live/pause-events.ts), for the pages' choices:
// views and panels read engine constants through here, never from src/sim directly.
export { PAUSE_KINDS, isPauseKind } from '../../sim';
export type { PauseKind, PauseEvent } from '../../sim';
