import type { SampleBatch } from '../src/sim';
import { frctLogBuffers } from '../src/sim/record/frct-log';

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
  // FRCT counters (with FRCT flows) and the FRCT packet log (only with the `frctLog` option).
  for (const f of Object.values(batch.frct ?? {})) {
    for (const a of [f.sender, f.receiver, f.sender_state, f.receiver_state, f.mbecn]) buffers.push(a.buffer as ArrayBuffer);
  }
  if (batch.frct_log) buffers.push(...frctLogBuffers(batch.frct_log));
  // A buffer listed twice makes postMessage throw; views of one buffer are possible.
  return [...new Set(buffers)];
}
