export { BdpPipe, type BdpPipeProps } from './BdpPipe';
export { COURSE_PATH, type PathParams } from './model';
export { BDP_PIPE_PARAMS } from './params';
export type { BdpPipeOptions } from './record';
