export { FrctRepair, type FrctRepairProps } from './FrctRepair';
export { DEFAULT_OPTIONS as DEFAULT_FRCT_REPAIR_OPTIONS, type FrctRepairOptions } from './options';
export { FRCT_REPAIR_PARAMS } from './params';
export { FRCT_REPAIR_DECLARATION } from './declaration';
