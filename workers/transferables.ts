import type { SampleBatch } from '../src/sim';

/** The buffers of a batch, so it crosses the worker boundary without a copy. */
export function batchTransferables(batch: SampleBatch): ArrayBuffer[] {
  const buffers: ArrayBuffer[] = [batch.t_s.buffer as ArrayBuffer, batch.queue_bytes.buffer as ArrayBuffer];
  for (const series of Object.values(batch.flows)) {
    for (const column of Object.values(series)) buffers.push(column.buffer as ArrayBuffer);
  }
  for (const ping of Object.values(batch.pings)) buffers.push(ping.t_s.buffer as ArrayBuffer, ping.rtt_ms.buffer as ArrayBuffer);
  // A buffer listed twice makes postMessage throw; views of one buffer are possible.
  return [...new Set(buffers)];
}
