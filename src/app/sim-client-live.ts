// Live runs on the shared worker: paced to wall time x speed, batches about once per frame.
import type { PauseEvent, PauseKind, SimulationOptions, RunRecord, SampleBatch } from '../sim';
import { messageOf, type LiveCallbacks, type LiveControl, type WorkerPort } from './sim-client-types';

/** Each live run has its own handle in the worker, so several can run at once. */
let nextHandle = 1;

export function startLiveRunOn(port: WorkerPort, scenario: unknown, speed: number, callbacks: LiveCallbacks, options?: SimulationOptions, paused = false, pauseOn: PauseKind | null = null, clock: number | null = null): LiveControl {
  const remote = port.remote();
  const handle = nextHandle++;
  let ended = false;
  const end = (): void => { ended = true; untrack(); };
  const untrack = port.track((message) => { if (!ended) { end(); callbacks.onError(message, true); } });
  const sink = port.proxy({
    onBatch: (batch: SampleBatch) => { if (!ended) callbacks.onBatch(batch); },
    onDone: (record: RunRecord) => { if (!ended) { end(); callbacks.onDone(record); } },
    onError: (message: string) => { if (!ended) { end(); callbacks.onError(message); } },
    onEvent: (event: PauseEvent) => { if (!ended) callbacks.onEvent?.(event); },
  });
  remote.startLive(handle, scenario, speed, sink, options, paused, pauseOn, clock).catch((error: unknown) => {
    if (!ended) { end(); callbacks.onError(messageOf(error)); }
  });
  const ignore = (): undefined => undefined;
  return {
    pause: () => { remote.pause(handle).catch(ignore); },
    resume: () => { remote.resume(handle).catch(ignore); },
    step: () => { remote.step(handle).catch(ignore); },
    setSpeed: (value: number) => { remote.setSpeed(handle, value).catch(ignore); },
    stepRtt: () => { remote.stepRtt(handle).catch(ignore); },
    stepEvent: (kind?: PauseKind) => { remote.stepEvent(handle, kind).catch(ignore); },
    setPauseOn: (kind: PauseKind | null) => { remote.setPauseOn(handle, kind).catch(ignore); },
    cancel: () => {
      if (!ended) end();
      remote.cancel(handle).catch(ignore);
    },
  };
}
