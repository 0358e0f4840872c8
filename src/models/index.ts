// Closed-form "paper" models of the course: pure functions returning plain rows.
export * from './rounding';
export * from './renoTrace';
export * from './jain';
export * from './phasePlane';
export * from './cubic';
export * from './cubicRecovery';
export * from './cubicVsReno';
export * from './cubicFastConvergence';
export * from './bdp';
export * from './bufferDelay';
export * from './mathis';
export * from './traceCsv';
export * from './decreaseRatios';
