import type { z } from 'zod';
import { formatPath, ScenarioError } from './errors';
import { scenarioSchema } from './schema';
import type { Scenario } from './types';

/** Orders issues so the most telling one is reported: unavailable features, typos, then the rest. */
function rank(iss: z.core.$ZodIssue): number {
  if (iss.message.includes('not available')) return 0;
  if (iss.code === 'unrecognized_keys') return 1;
  return 2;
}

/** Validates a scenario and fills in defaults; throws ScenarioError naming the first bad field. */
export function parseScenario(input: unknown): Scenario {
  const r = scenarioSchema.safeParse(input);
  if (r.success) return r.data as Scenario;
  const issues = [...r.error.issues].sort((a, b) => rank(a) - rank(b));
  const iss = issues[0];
  if (iss.code === 'unrecognized_keys') {
    throw new ScenarioError(formatPath([...iss.path, iss.keys[0]]), 'unknown field');
  }
  throw new ScenarioError(formatPath(iss.path), iss.message);
}
