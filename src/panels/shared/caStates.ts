// The sender's connection states as the `state` series codes them, numbered like Linux's
// tcp_ca_state. A copy of the engine's CA_STATE_NAMES (src/sim/tcp/wire.ts): panels may import
// only types from the engine; caStates.test.ts checks this copy against the engine's table.
export const CA_STATE_NAMES = ['open', 'disorder', 'cwr', 'recovery', 'loss'] as const;
export type CaStateName = (typeof CA_STATE_NAMES)[number];

export const CA_OPEN = 0;
export const CA_DISORDER = 1;
export const CA_CWR = 2;
export const CA_RECOVERY = 3;
export const CA_LOSS = 4;

/** The state's name, or the code itself for one this table does not know. */
export function stateName(code: number): string {
  return CA_STATE_NAMES[code] ?? String(code);
}
