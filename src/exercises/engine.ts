// The engine this build runs, for the lab's pages (which may not import the engine itself): every
// run it makes records it, and the export re-runs attached runs of another version (issue 22).
export { ENGINE_NAME } from '../sim/version';
