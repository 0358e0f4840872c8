// The public entry of src/panels/fit: what views may use (views import no other file of it).
export { useChrome } from './useChrome';
