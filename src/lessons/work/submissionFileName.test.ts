import { describe, expect, it } from 'vitest';
import { submissionFileName } from './submission';
import type { Submission } from '../../exercises/submission';

const at = (created: string, course: string | null = null, student: string | null = null) => ({ created, course, student }) as unknown as Submission;

describe('the exported work file name', () => {
  it('says whose work and when, to the second, so two exports of a day do not share a name', () => {
    expect(submissionFileName(at('2026-12-02T14:20:07.123Z'))).toBe('sierra-work-notes-2026-12-02-142007.json');
    expect(submissionFileName(at('2026-12-02T14:20:08.000Z', 'RED-2026', 'ana'))).toBe('sierra-work-RED-2026-ana-2026-12-02-142008.json');
    expect(submissionFileName(at('2026-12-02T14:20:07.123Z'))).not.toBe(submissionFileName(at('2026-12-02T16:05:00.000Z')));
  });
  it('has no colon, which Windows refuses in a file name', () => {
    expect(submissionFileName(at('2026-12-02T14:20:07Z'))).not.toContain(':');
  });
});
