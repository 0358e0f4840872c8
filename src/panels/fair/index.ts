// The public entry of src/panels/fair: what views may use (views import no other file of it).
export { type Host, type SeriesLike, hostsOf } from './fairData';
