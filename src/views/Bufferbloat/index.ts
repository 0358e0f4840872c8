export { Bufferbloat, type BufferbloatProps } from './Bufferbloat';
export { DEFAULT_OPTIONS as DEFAULT_BUFFERBLOAT_OPTIONS, QUEUE_KINDS, type BufferbloatOptions } from './options';
export { BUFFERBLOAT_PARAMS } from './params';
export { BUFFERBLOAT_DECLARATION } from './declaration';
