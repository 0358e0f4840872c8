// The public entry of src/panels/frct: what views may use (views import no other file of it).
export { type FrctNow, counterOf, fieldOf, flowSummary, frctFlowIds, frctNow, shownFlow } from './frctData';
