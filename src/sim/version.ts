/** Engine version; recorded in every RunRecord so a grader can replay with the same engine. */
export const ENGINE_VERSION = '0.4.2';
export const ENGINE_NAME = `sierra ${ENGINE_VERSION}`;
