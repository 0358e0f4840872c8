// The public entry of src/panels/events: what views and controls may use (they import no other file of it).
export { EventCallout } from './EventCallout';
