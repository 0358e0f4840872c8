// The components every chapter's MDX may use, by name (no imports inside MDX): the blocks of
// notes/contracts.md section B, and the section headings with ids for the table of contents.
import type { MDXComponents } from 'mdx/types';
import { CommonMistake, InPractice, KeyIdea } from './blocks/Callout';
import { Exercise } from './blocks/Exercise';
import { ExerciseCommand, ExerciseValue } from './blocks/ExerciseValue';
import { H2, H3 } from './blocks/Headings';
import { LessonLink } from './blocks/LessonLink';
import { Gap, Predict } from './blocks/Predict';
import { Summary } from './blocks/Summary';
import { Term } from './blocks/Term';
import { Widget } from './blocks/Widget';
import { HostRepeats } from './blocks/repeats/HostRepeats';
import { Step, WorkedExample } from './blocks/WorkedExample';

/** The block names a chapter may use (the parity test reads the MDX source for these). */
export const BLOCK_COMPONENTS = {
  KeyIdea,
  CommonMistake,
  InPractice,
  WorkedExample,
  Step,
  Term,
  Widget,
  HostRepeats,
  Predict,
  Gap,
  Exercise,
  ExerciseValue,
  ExerciseCommand,
  Summary,
} as const;

export const LESSON_COMPONENTS: MDXComponents = {
  ...BLOCK_COMPONENTS,
  h2: H2,
  h3: H3,
  a: LessonLink,
};
