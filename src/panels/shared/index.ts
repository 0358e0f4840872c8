// The public entry of src/panels/shared: what views may use (views import no other file of it).
export { type TcpTrace, seriesNamed, tcpTraces } from './tcpTraces';
export { useChartProfile } from './useChartProfile';
export { useElementHeight } from './useElementHeight';
export { useRunsTick } from './useRunsTick';
