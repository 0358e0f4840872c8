export { LinkPing, type LinkPingProps } from './LinkPing';
export { DEFAULT_OPTIONS, type LinkPingOptions } from './options';
export { LINK_PING_PARAMS } from './params';
export { LINK_PING_DECLARATION } from './declaration';
