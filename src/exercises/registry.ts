// Every exercise, in course order. Ids are stable: lessons, submissions and course files use them.
import { c1e1 } from './defs/c1-e1';
import { c2e2 } from './defs/c2-e2';
import { c2lab1 } from './defs/c2-lab1';
import { c3e1 } from './defs/c3-e1';
import { c3e1b } from './defs/c3-e1b';
import { c4e3 } from './defs/c4-e3';
import { c4lab1 } from './defs/c4-lab1';
import { c5e4 } from './defs/c5-e4';
import { c5e5 } from './defs/c5-e5';
import { c6e6 } from './defs/c6-e6';
import { c7e7 } from './defs/c7-e7';
import { c8e8 } from './defs/c8-e8';
import { c9e1 } from './defs/c9-e1';
import { c10e9 } from './defs/c10-e9';
import { c11e10 } from './defs/c11-e10';
import { c11e11 } from './defs/c11-e11';
import { c11e12 } from './defs/c11-e12';
import { labS1 } from './defs/lab-s1';
import { labS2 } from './defs/lab-s2';
import { labS3 } from './defs/lab-s3';
import { labS4 } from './defs/lab-s4';
import { labS5 } from './defs/lab-s5';
import { labS6 } from './defs/lab-s6';
import { labS7 } from './defs/lab-s7';
import { c12e1 } from './defs/c12-e1';
import { c12e2 } from './defs/c12-e2';
import { c12e3 } from './defs/c12-e3';
import { c13e1 } from './defs/c13-e1';
import { c13e2 } from './defs/c13-e2';
import { c13e3 } from './defs/c13-e3';
import type { ExerciseDef } from './types';

export const EXERCISES: readonly ExerciseDef[] = [c1e1, c2e2, c2lab1, c3e1, c3e1b, c4e3, c4lab1, c5e4, c5e5, c6e6, c7e7, c8e8, c9e1, c10e9, c11e10, c11e11, c11e12, labS1, labS2, labS3, labS4, labS5, labS6, labS7, c12e1, c12e2, c12e3, c13e1, c13e2, c13e3];

export function exerciseById(id: string): ExerciseDef | undefined {
  return EXERCISES.find((e) => e.id === id);
}
