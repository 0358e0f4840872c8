import type { SampleBatch } from '../src/sim';

/** The buffers of a batch, so it crosses the worker boundary without a copy. */
export function batchTransferables(batch: SampleBatch): ArrayBuffer[] {
  const buffers: ArrayBuffer[] = [batch.t_s.buffer as ArrayBuffer, batch.queue_bytes.buffer as ArrayBuffer];
  for (const series of Object.values(batch.flows)) {
    for (const column of Object.values(series)) buffers.push(column.buffer as ArrayBuffer);
  }
  for (const ping of Object.values(batch.pings)) buffers.push(ping.t_s.buffer as ArrayBuffer, ping.rtt_ms.buffer as ArrayBuffer);
  // Packet snapshots and drop logs (only with the `packets` option).
  const { packets, drops } = batch;
  if (packets) for (const a of [packets.totals, packets.kind, packets.where, packets.pos, packets.flow]) buffers.push(a.buffer as ArrayBuffer);
  if (drops) for (const a of [drops.t_s, drops.where, drops.pos, drops.kind, drops.flow]) buffers.push(a.buffer as ArrayBuffer);
  // A buffer listed twice makes postMessage throw; views of one buffer are possible.
  return [...new Set(buffers)];
}
