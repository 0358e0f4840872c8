// The class server's message protocol, shared by the server (server/) and the browser's one
// client (src/app/class/classClient.ts) and validated with zod on both ends. Pure TypeScript and
// zod: no Node, no DOM. Every WebSocket message is one JSON object with a type `t`.
import { z } from 'zod';

/** A WebSocket message larger than this is refused: a 'too-big' error, then the socket is closed with 1009. */
export const MAX_MESSAGE_BYTES = 16 * 1024;
/** Per connection: a bucket of this many messages, refilled at RATE_PER_S a second. */
export const RATE_BURST = 20;
export const RATE_PER_S = 10;
/** Join codes: six letters and digits that cannot be read one for another (no 0/O, 1/I/L). */
export const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const CODE_LENGTH = 6;
export const LIMITS = { studentId: 100, question: 500, unit: 20, choices: 8, choiceValue: 40, choiceLabel: 120, mid: 64, secret: 128, source: 80 } as const;

const code = z.string().trim().toUpperCase().regex(new RegExp(`^[${CODE_ALPHABET}]{${CODE_LENGTH}}$`), 'a join code is six letters and digits');
const studentId = z.string().max(LIMITS.studentId).refine((s) => s.trim().length > 0, 'empty student id');
const mid = z.string().min(1).max(LIMITS.mid);
const secret = z.string().min(16).max(LIMITS.secret);
/** Both languages of every text the instructor sends; the student's page picks its own. */
const text = (max: number) => z.object({ es: z.string().min(1).max(max), en: z.string().min(1).max(max) });

export const ChoiceSchema = z.object({ value: z.string().min(1).max(LIMITS.choiceValue), label: text(LIMITS.choiceLabel) });

export const PollSpecSchema = z
  .object({
    /** Where the question comes from: "predict:c8-p1" (a chapter's Predict block) or "notes:<view>.<preset>". */
    source: z.string().min(1).max(LIMITS.source),
    question: text(LIMITS.question),
    kind: z.enum(['number', 'choice']),
    unit: z.string().max(LIMITS.unit),
    min: z.number(),
    max: z.number(),
    choices: z.array(ChoiceSchema).max(LIMITS.choices),
  })
  .refine((p) => p.min < p.max, 'min must be below max')
  .refine((p) => (p.kind === 'choice' ? p.choices.length >= 2 : p.choices.length === 0), 'a choice poll has 2 to 8 choices, a number poll none')
  .refine((p) => new Set(p.choices.map((c) => c.value)).size === p.choices.length, 'choice values must differ');
export type PollSpec = z.infer<typeof PollSpecSchema>;

export const ResultSchema = z.object({
  /** The simulated value of the question's metric, in the poll's unit. */
  simulated: z.number().nullable(),
  /** The choice the simulated value falls in (a choice poll). */
  choice: z.string().max(LIMITS.choiceValue).nullable(),
  /** The real kernel's value, where the seeds measured it, and which seed. */
  measured: z.number().nullable(),
  measuredSource: z.string().max(40).nullable(),
});
export type PollResult = z.infer<typeof ResultSchema>;

export const AnswerValueSchema = z.union([z.number(), z.string().min(1).max(LIMITS.choiceValue)]);

/** Messages a browser (student or instructor) sends. */
export const ClientMessageSchema = z.discriminatedUnion('t', [
  z.object({ t: z.literal('join'), code, studentId }),
  z.object({ t: z.literal('answer'), mid, pollId: z.number().int().positive(), value: AnswerValueSchema, unit: z.string().max(LIMITS.unit).optional() }),
  z.object({ t: z.literal('host'), code, secret }),
  z.object({ t: z.literal('open'), code, secret, poll: PollSpecSchema }),
  z.object({ t: z.literal('close'), code, secret, pollId: z.number().int().positive() }),
  z.object({ t: z.literal('reveal'), code, secret, pollId: z.number().int().positive(), result: ResultSchema }),
]);
export type ClientMessage = z.infer<typeof ClientMessageSchema>;

export const PollStateSchema = z.enum(['open', 'closed', 'revealed']);

/** A poll as anyone in the session may see it (no student's id). */
export const PublicPollSchema = z.object({
  id: z.number().int(),
  seq: z.number().int(),
  source: z.string(),
  question: text(LIMITS.question),
  kind: z.enum(['number', 'choice']),
  unit: z.string(),
  min: z.number(),
  max: z.number(),
  choices: z.array(ChoiceSchema),
  state: PollStateSchema,
  answered: z.number().int(),
  /** Only once revealed: the answers' values (no ids) and the result. */
  values: z.array(AnswerValueSchema).nullable(),
  result: ResultSchema.nullable(),
});
export type PublicPoll = z.infer<typeof PublicPollSchema>;

export const ErrorCodeSchema = z.enum(['malformed', 'too-big', 'rate', 'no-session', 'not-joined', 'forbidden', 'no-poll', 'closed', 'out-of-range', 'bad-unit', 'bad-choice', 'server']);
export type ErrorCode = z.infer<typeof ErrorCodeSchema>;

/** Messages the server sends. */
export const ServerMessageSchema = z.discriminatedUnion('t', [
  /** To a student: the session's current poll and this student's own answers (poll id -> value). */
  z.object({ t: z.literal('student'), code, joined: z.number().int(), poll: PublicPollSchema.nullable(), mine: z.record(z.string(), AnswerValueSchema) }),
  /** An answer stored (committed) under its client message id. */
  z.object({ t: z.literal('ack'), mid, pollId: z.number().int(), value: AnswerValueSchema }),
  /** To the instructor: everything, with every poll's live values (still no student ids). */
  z.object({ t: z.literal('console'), code, joined: z.number().int(), current: z.number().int().nullable(), polls: z.array(PublicPollSchema.extend({ live: z.array(AnswerValueSchema) })) }),
  z.object({ t: z.literal('error'), code: ErrorCodeSchema, message: z.string(), mid: z.string().optional() }),
]);
export type ServerMessage = z.infer<typeof ServerMessageSchema>;
export type ConsolePoll = Extract<ServerMessage, { t: 'console' }>['polls'][number];

/** HTTP: POST class/api/sessions answers this (the secret only ever goes to the instructor's console). */
export const CreatedSchema = z.object({ code, secret: z.string() });

/** Whether a number answer is within 10 % of the result (the report's measure). */
export function within10(value: number, target: number): boolean {
  return Math.abs(value - target) <= 0.1 * Math.abs(target);
}
