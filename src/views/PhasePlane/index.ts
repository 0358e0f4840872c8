export { PhasePlane, type PhasePlaneInitial, type PhasePlaneProps } from './PhasePlane';
export { DEFAULT_OPTIONS as DEFAULT_PHASE_PLANE_OPTIONS, type PhasePlaneOptions } from './options';
export { PHASE_PLANE_DECLARATION } from './declaration';
