export { LinkPing, type LinkPingProps } from './LinkPing';
export { DEFAULT_OPTIONS, type LinkPingOptions } from './options';
