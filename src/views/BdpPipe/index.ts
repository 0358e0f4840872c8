export { BdpPipe, type BdpPipeProps } from './BdpPipe';
export { COURSE_PATH, type PathParams } from './model';
