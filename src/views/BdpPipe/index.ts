export { BdpPipe, type BdpPipeProps } from './BdpPipe';
export { COURSE_PATH, type PathParams } from '../../panels/bdp-pipe/model';
export { BDP_PIPE_PARAMS } from './params';
export { BDP_PIPE_DECLARATION } from './declaration';
export type { BdpPipeOptions } from './record';
