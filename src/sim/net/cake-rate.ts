// Cake's rate-tuned CoDel parameters and DRR quantum: Linux net/sched/sch_cake.c, cake_set_rate,
// called by cake_config_besteffort with the shaper rate (bytes/s), the device's MTU with its
// link-layer header (psched_mtu: 1500 + 14 on Ethernet) and the configured target and rtt
// (interval, default 5 ms and 100 ms):
//
//   quantum  = clamp(rate >> 12, 300, 1514) bytes       (1514 when unshaped)
//   mtu_time = mtu / rate                               (0 when unshaped)
//   target   = max(1.5 mtu_time, target_cfg)
//   interval = max(interval_cfg + target - target_cfg, 2 target)
//
// So below about 3.6 Mbit/s, where one 1514-byte frame takes more than 3.3 ms, the target grows
// to one and a half frame times (18.2 ms at 1 Mbit/s) and the interval with it; the quantum falls
// under one frame below 49.6 Mbit/s and to its 300-byte floor below 9.8 Mbit/s. The kernel's
// fixed-point rate_ns (34-bit shift) is replaced by the exact quotient, floored to whole ns.

/** psched_mtu of an Ethernet device with the default 1500-byte MTU. */
export const CAKE_MTU_BYTES = 1514;

export interface CakeRateParams {
  targetNs: number;
  intervalNs: number;
  quantumBytes: number;
}

/** cake_set_rate for a shaper of `rateMbps` (null: unshaped, the kernel's rate 0). */
export function cakeSetRate(rateMbps: number | null, targetNs: number, intervalNs: number, mtuBytes = CAKE_MTU_BYTES): CakeRateParams {
  if (rateMbps === null || rateMbps <= 0) return { targetNs, intervalNs, quantumBytes: 1514 };
  const rateBytesPerS = Math.floor((rateMbps * 1e6) / 8);
  const quantumBytes = Math.max(Math.min(Math.floor(rateBytesPerS / 4096), 1514), 300);
  const mtuTimeNs = Math.floor((mtuBytes * 1e9) / Math.max(64, rateBytesPerS));
  const target = Math.max(Math.floor((mtuTimeNs * 3) / 2), targetNs);
  const interval = Math.max(intervalNs + target - targetNs, target * 2);
  return { targetNs: target, intervalNs: interval, quantumBytes };
}
