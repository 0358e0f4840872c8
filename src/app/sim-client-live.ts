// Live runs on the shared worker: paced to wall time x speed, batches about once per frame.
import type { SimulationOptions, RunRecord, SampleBatch } from '../sim';
import { messageOf, type LiveCallbacks, type LiveControl, type WorkerPort } from './sim-client-types';

export function startLiveRunOn(port: WorkerPort, scenario: unknown, speed: number, callbacks: LiveCallbacks, options?: SimulationOptions): LiveControl {
  const remote = port.remote();
  let ended = false;
  const end = (): void => { ended = true; untrack(); };
  const untrack = port.track((message) => { if (!ended) { end(); callbacks.onError(message); } });
  const sink = port.proxy({
    onBatch: (batch: SampleBatch) => { if (!ended) callbacks.onBatch(batch); },
    onDone: (record: RunRecord) => { if (!ended) { end(); callbacks.onDone(record); } },
    onError: (message: string) => { if (!ended) { end(); callbacks.onError(message); } },
  });
  remote.startLive(scenario, speed, sink, options).catch((error: unknown) => {
    if (!ended) { end(); callbacks.onError(messageOf(error)); }
  });
  const ignore = (): undefined => undefined;
  return {
    pause: () => { remote.pause().catch(ignore); },
    resume: () => { remote.resume().catch(ignore); },
    step: () => { remote.step().catch(ignore); },
    setSpeed: (value: number) => { remote.setSpeed(value).catch(ignore); },
    cancel: () => {
      if (!ended) end();
      remote.cancel().catch(ignore);
    },
  };
}
