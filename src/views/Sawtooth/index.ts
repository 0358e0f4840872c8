export { Sawtooth, type SawtoothProps } from './Sawtooth';
export { DEFAULT_OPTIONS as DEFAULT_SAWTOOTH_OPTIONS, type SawtoothOptions } from './options';
export { SAWTOOTH_PARAMS } from './params';
export { SAWTOOTH_DECLARATION } from './declaration';
