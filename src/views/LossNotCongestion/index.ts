export { LossNotCongestion, type LossNotCongestionProps } from './LossNotCongestion';
export { DEFAULT_OPTIONS as DEFAULT_LOSS_OPTIONS, type LossOptions } from './options';
export { LOSS_NOT_CONGESTION_PARAMS } from './params';
export { LOSS_NOT_CONGESTION_DECLARATION } from './declaration';
