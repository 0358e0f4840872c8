export { Sweep, type SweepProps } from './Sweep';
