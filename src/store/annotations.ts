// What a presenter draws on a run's figure (an arrow, a box, a note), kept per run and in the
// run's own coordinates: x in simulated seconds, y in the data units of the plot it was drawn on
// (the plot's key: 'cwnd', 'rtt', 'queue'), so the marks stay on the curve they point at when the
// axes zoom or rescale. The presenter's channel (src/app/present) carries them to the display.
import type { StateCreator } from 'zustand';
import type { SierraState } from './types';

export const ANNOTATION_KINDS = ['arrow', 'box', 'note'] as const;
export type AnnotationKind = (typeof ANNOTATION_KINDS)[number];

export interface Annotation {
  id: string;
  kind: AnnotationKind;
  /** Key of the plot it was drawn on. */
  plot: string;
  /** From (t1, y1) to (t2, y2): an arrow's tail and head, a box's corners; a note sits at (t1, y1). */
  t1: number;
  y1: number;
  t2: number;
  y2: number;
  /** A note's text. */
  text?: string;
}

export interface AnnotationsSlice {
  /** Per run id, in drawing order. */
  annotations: Record<string, Annotation[]>;
  /** The drawing tool in hand (null: the pointer moves the time cursor as usual). */
  annotationTool: AnnotationKind | null;
  /** The text the note tool writes. */
  noteText: string;
  addAnnotation(runId: string, a: Annotation): void;
  removeAnnotation(runId: string, id: string): void;
  setAnnotations(runId: string, list: Annotation[]): void;
  clearAnnotations(runId: string): void;
  setAnnotationTool(tool: AnnotationKind | null): void;
  setNoteText(text: string): void;
}

const NONE: Annotation[] = [];

export const createAnnotationsSlice: StateCreator<SierraState, [], [], AnnotationsSlice> = (set) => ({
  annotations: {},
  annotationTool: null,
  noteText: '',
  addAnnotation: (runId, a) => set((s) => ({ annotations: { ...s.annotations, [runId]: [...(s.annotations[runId] ?? NONE), a] } })),
  removeAnnotation: (runId, id) =>
    set((s) => ({ annotations: { ...s.annotations, [runId]: (s.annotations[runId] ?? NONE).filter((a) => a.id !== id) } })),
  setAnnotations: (runId, list) => set((s) => ({ annotations: { ...s.annotations, [runId]: list } })),
  clearAnnotations: (runId) =>
    set((s) => {
      const { [runId]: _gone, ...rest } = s.annotations;
      return { annotations: rest };
    }),
  setAnnotationTool: (annotationTool) => set({ annotationTool }),
  setNoteText: (noteText) => set({ noteText }),
});

export function noAnnotations(): Annotation[] {
  return NONE;
}
