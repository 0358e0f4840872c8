// Wire sizes as the course counts them: a segment of `mss` payload bytes is a frame of
// mss + 52 (TCP/IP with the timestamps option) + 14 (Ethernet) bytes, 1514 for the default 1448;
// a pure ACK is 66 bytes.

export const TCP_IP_HEADER_BYTES = 52;
export const ETHERNET_HEADER_BYTES = 14;
export const TCP_OVERHEAD_BYTES = TCP_IP_HEADER_BYTES + ETHERNET_HEADER_BYTES;
export const ACK_FRAME_BYTES = TCP_OVERHEAD_BYTES;
export const DEFAULT_MSS = 1448;

/** Connection states, numbered like Linux's tcp_ca_state (the `state` series carries these codes). */
export const CA_OPEN = 0;
export const CA_DISORDER = 1;
export const CA_CWR = 2;
export const CA_RECOVERY = 3;
export const CA_LOSS = 4;
export const CA_STATE_NAMES = ['open', 'disorder', 'cwr', 'recovery', 'loss'] as const;
