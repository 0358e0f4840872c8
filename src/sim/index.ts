// The engine's public surface.
export { createSimulation } from './simulation';
export type { Simulation, SampleBatch, SimulationOptions, PacketSnapshot, DropEvents } from './simulation';
export type { FrctLive, FrctNames, FrctLogBatch } from './simulation';
export { parseScenario } from './scenario/parse';
export { ScenarioError } from './scenario/errors';
export { estimateCost, checkBudget, CLI_BUDGET_EVENTS } from './scenario/cost';
export type { CostEstimate, FlowCost, BudgetCheck } from './scenario/cost';
export { SCENARIO_FIELDS } from './scenario/schema';
export { fieldTableMarkdown } from './scenario/field-table';
export type { FieldDoc } from './scenario/field-kit';
export type { Scenario, FlowConfig, PingConfigJson, QueueConfig } from './scenario/types';
export type { RunRecord, RunSummary, RunSeries, FlowSummary, PingSummary, RttStats } from './record/run-record';
export { ENGINE_VERSION, ENGINE_NAME } from './version';
export { PRESETS, findPreset } from './scenario/presets';
export type { Preset } from './scenario/presets';
export { TCP_SERIES } from './record/recorder';
export { CA_STATE_NAMES } from './tcp/wire';
