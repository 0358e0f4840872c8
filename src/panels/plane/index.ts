// The public entry of src/panels/plane: what views may use (views import no other file of it).
export { AXIS_REACH } from './geometry';
