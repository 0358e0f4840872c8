export { Fairness, type FairnessProps } from './Fairness';
export { DEFAULT_OPTIONS as DEFAULT_FAIRNESS_OPTIONS, type FairnessOptions } from './options';
export { FAIRNESS_PARAMS } from './params';
export { FAIRNESS_DECLARATION } from './declaration';
