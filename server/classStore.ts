// Sessions, students, polls and answers: every rule of the class (who may do what, what an answer
// may be) over the SQLite database. The only state is the database: a restarted server carries on.
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { normaliseId } from '../src/exercises/seed';
import type { Db } from './db';
import { CODE_ALPHABET, CODE_LENGTH, type ConsolePoll, type ErrorCode, type PollResult, type PollSpec, type PublicPoll } from './protocol';

export interface SessionRow {
  id: number;
  code: string;
  secret_hash: string;
  created_at: number;
  current_poll: number | null;
}

interface PollRow {
  id: number;
  session_id: number;
  seq: number;
  source: string;
  question_json: string;
  kind: 'number' | 'choice';
  unit: string;
  min: number;
  max: number;
  choices_json: string;
  state: 'open' | 'closed' | 'revealed';
  result_json: string | null;
  created_at: number;
}

export type Value = number | string;
export class ClassError extends Error {
  constructor(readonly code: ErrorCode, message: string) {
    super(message);
  }
}

function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

function newCode(): string {
  let s = '';
  for (let i = 0; i < CODE_LENGTH; i++) s += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return s;
}

export class ClassStore {
  private readonly q;
  constructor(readonly db: Db, private readonly now: () => number = Date.now) {
    this.q = {
      sessionByCode: db.prepare<[string], SessionRow>('SELECT * FROM sessions WHERE code = ?'),
      insertSession: db.prepare('INSERT INTO sessions (code, secret_hash, created_at) VALUES (?, ?, ?)'),
      student: db.prepare<[number, string], { id: number }>('SELECT id FROM students WHERE session_id = ? AND student_id = ?'),
      insertStudent: db.prepare('INSERT OR IGNORE INTO students (session_id, student_id, joined_at) VALUES (?, ?, ?)'),
      joined: db.prepare<[number], { n: number }>('SELECT COUNT(*) AS n FROM students WHERE session_id = ?'),
      poll: db.prepare<[number], PollRow>('SELECT * FROM polls WHERE id = ?'),
      polls: db.prepare<[number], PollRow>('SELECT * FROM polls WHERE session_id = ? ORDER BY seq'),
      nextSeq: db.prepare<[number], { s: number }>('SELECT COALESCE(MAX(seq), 0) + 1 AS s FROM polls WHERE session_id = ?'),
      insertPoll: db.prepare('INSERT INTO polls (session_id, seq, source, question_json, kind, unit, min, max, choices_json, state, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, \'open\', ?)'),
      closeOpen: db.prepare("UPDATE polls SET state = 'closed' WHERE session_id = ? AND state = 'open'"),
      setCurrent: db.prepare('UPDATE sessions SET current_poll = ? WHERE id = ?'),
      setState: db.prepare('UPDATE polls SET state = ? WHERE id = ?'),
      setResult: db.prepare("UPDATE polls SET state = 'revealed', result_json = ? WHERE id = ?"),
      mid: db.prepare<[number, string], { poll_id: number }>('SELECT poll_id FROM answer_mids WHERE student = ? AND mid = ?'),
      insertMid: db.prepare('INSERT INTO answer_mids (student, mid, poll_id) VALUES (?, ?, ?)'),
      upsertAnswer: db.prepare(`INSERT INTO answers (poll_id, student, value_num, value_choice, answered_at) VALUES (?, ?, ?, ?, ?)
        ON CONFLICT (poll_id, student) DO UPDATE SET value_num = excluded.value_num, value_choice = excluded.value_choice, answered_at = excluded.answered_at, changes = changes + 1`),
      answer: db.prepare<[number, number], { value_num: number | null; value_choice: string | null }>('SELECT value_num, value_choice FROM answers WHERE poll_id = ? AND student = ?'),
      values: db.prepare<[number], { value_num: number | null; value_choice: string | null }>('SELECT value_num, value_choice FROM answers WHERE poll_id = ? ORDER BY id'),
      count: db.prepare<[number], { n: number }>('SELECT COUNT(*) AS n FROM answers WHERE poll_id = ?'),
      mine: db.prepare<[number, number], { poll_id: number; value_num: number | null; value_choice: string | null }>(
        'SELECT a.poll_id, a.value_num, a.value_choice FROM answers a JOIN polls p ON p.id = a.poll_id WHERE p.session_id = ? AND a.student = ?'),
    };
  }

  createSession(): { session: SessionRow; secret: string } {
    const secret = randomBytes(24).toString('base64url');
    for (let tries = 0; tries < 20; tries++) {
      const code = newCode();
      if (this.q.sessionByCode.get(code)) continue;
      this.q.insertSession.run(code, hashSecret(secret), this.now());
      return { session: this.q.sessionByCode.get(code)!, secret };
    }
    throw new ClassError('server', 'no free join code');
  }

  session(code: string): SessionRow {
    const s = this.q.sessionByCode.get(code);
    if (!s) throw new ClassError('no-session', `no session with the code ${code}`);
    return s;
  }

  /** The session, if `secret` is its instructor's (compared in constant time). */
  hostSession(code: string, secret: string): SessionRow {
    const s = this.session(code);
    const a = Buffer.from(hashSecret(secret), 'hex');
    const b = Buffer.from(s.secret_hash, 'hex');
    if (a.length !== b.length || !timingSafeEqual(a, b)) throw new ClassError('forbidden', 'wrong instructor secret for this session');
    return s;
  }

  /** A student's row in the session (joined once; joining again is the same student). */
  join(session: SessionRow, typedId: string): number {
    const id = normaliseId(typedId);
    if (!id) throw new ClassError('malformed', 'studentId: empty');
    this.q.insertStudent.run(session.id, id, this.now());
    return this.q.student.get(session.id, id)!.id;
  }

  joined(session: SessionRow): number {
    return this.q.joined.get(session.id)!.n;
  }

  openPoll(session: SessionRow, spec: PollSpec): number {
    return this.db.transaction(() => {
      this.q.closeOpen.run(session.id);
      const seq = this.q.nextSeq.get(session.id)!.s;
      const info = this.q.insertPoll.run(session.id, seq, spec.source, JSON.stringify(spec.question), spec.kind, spec.unit, spec.min, spec.max, JSON.stringify(spec.choices), this.now());
      const id = Number(info.lastInsertRowid);
      this.q.setCurrent.run(id, session.id);
      return id;
    })();
  }

  private ownPoll(session: SessionRow, pollId: number): PollRow {
    const p = this.q.poll.get(pollId);
    if (!p || p.session_id !== session.id) throw new ClassError('no-poll', `no poll ${pollId} in this session`);
    return p;
  }

  closePoll(session: SessionRow, pollId: number): void {
    const p = this.ownPoll(session, pollId);
    if (p.state === 'open') this.q.setState.run('closed', p.id);
  }

  reveal(session: SessionRow, pollId: number, result: PollResult): void {
    const p = this.ownPoll(session, pollId);
    if (p.kind === 'choice' && result.choice !== null && !this.choicesOf(p).some((c) => c.value === result.choice)) {
      throw new ClassError('bad-choice', `result.choice: ${result.choice} is none of the poll's choices`);
    }
    this.q.setResult.run(JSON.stringify(result), p.id);
  }

  /**
   * Stores a student's answer, committed when this returns. The same client message id again is
   * acknowledged with the stored value and changes nothing; a new one replaces the student's
   * answer while the poll is open (the last one counts), and is refused once it is closed.
   */
  answer(session: SessionRow, student: number, mid: string, pollId: number, value: Value, unit?: string): Value {
    return this.db.transaction((): Value => {
      const seen = this.q.mid.get(student, mid);
      if (seen) return this.storedValue(seen.poll_id, student) ?? value;
      const p = this.ownPoll(session, pollId);
      if (p.state !== 'open') throw new ClassError('closed', `poll ${pollId} is closed: answers are no longer taken`);
      if (unit !== undefined && unit !== p.unit) throw new ClassError('bad-unit', `unit: ${JSON.stringify(unit)}, the poll asks in ${JSON.stringify(p.unit)}`);
      if (p.kind === 'number') {
        if (typeof value !== 'number' || !Number.isFinite(value)) throw new ClassError('out-of-range', 'value: a number is expected');
        if (value < p.min || value > p.max) throw new ClassError('out-of-range', `value: ${value} is outside ${p.min} to ${p.max}${p.unit ? ` ${p.unit}` : ''}`);
        this.q.upsertAnswer.run(p.id, student, value, null, this.now());
      } else {
        const choices = this.choicesOf(p).map((c) => c.value);
        if (typeof value !== 'string' || !choices.includes(value)) throw new ClassError('bad-choice', `value: one of ${choices.join(', ')}`);
        this.q.upsertAnswer.run(p.id, student, null, value, this.now());
      }
      this.q.insertMid.run(student, mid, p.id);
      return value;
    }).immediate();
  }

  private storedValue(pollId: number, student: number): Value | null {
    const a = this.q.answer.get(pollId, student);
    return a ? (a.value_num ?? a.value_choice) : null;
  }

  private choicesOf(p: PollRow): PollSpec['choices'] {
    return JSON.parse(p.choices_json) as PollSpec['choices'];
  }

  private values(pollId: number): Value[] {
    return this.q.values.all(pollId).map((a) => (a.value_num ?? a.value_choice) as Value);
  }

  private publicPoll(p: PollRow): PublicPoll {
    const revealed = p.state === 'revealed';
    return {
      id: p.id, seq: p.seq, source: p.source, question: JSON.parse(p.question_json) as PublicPoll['question'], kind: p.kind, unit: p.unit, min: p.min, max: p.max,
      choices: this.choicesOf(p), state: p.state, answered: this.q.count.get(p.id)!.n,
      values: revealed ? this.values(p.id) : null, result: revealed && p.result_json ? (JSON.parse(p.result_json) as PollResult) : null,
    };
  }

  /** What a student sees: the current poll (values only once revealed) and their own answers. */
  studentView(session: SessionRow, student: number): { joined: number; poll: PublicPoll | null; mine: Record<string, Value> } {
    const s = this.q.sessionByCode.get(session.code)!;
    const cur = s.current_poll !== null ? this.q.poll.get(s.current_poll) : undefined;
    const mine: Record<string, Value> = {};
    for (const a of this.q.mine.all(s.id, student)) mine[String(a.poll_id)] = (a.value_num ?? a.value_choice) as Value;
    return { joined: this.joined(s), poll: cur ? this.publicPoll(cur) : null, mine };
  }

  /** What the instructor's console sees: every poll with its live values. */
  consoleView(session: SessionRow): { joined: number; current: number | null; polls: ConsolePoll[] } {
    const s = this.q.sessionByCode.get(session.code)!;
    const polls = this.q.polls.all(s.id).map((p) => ({ ...this.publicPoll(p), live: this.values(p.id) }));
    return { joined: this.joined(s), current: s.current_poll, polls };
  }

  /** Per student, the answers (for the report's participation CSV): student id, poll seq -> value. */
  participation(session: SessionRow): { students: { id: string; joinedAt: number; answers: Record<number, Value> }[]; polls: ConsolePoll[] } {
    const rows = this.db.prepare<[number], { id: number; student_id: string; joined_at: number }>('SELECT id, student_id, joined_at FROM students WHERE session_id = ? ORDER BY student_id').all(session.id);
    const answers = this.db.prepare<[number], { student: number; seq: number; value_num: number | null; value_choice: string | null }>(
      'SELECT a.student, p.seq, a.value_num, a.value_choice FROM answers a JOIN polls p ON p.id = a.poll_id WHERE p.session_id = ?').all(session.id);
    const by = new Map<number, Record<number, Value>>();
    for (const a of answers) {
      const m = by.get(a.student) ?? {};
      m[a.seq] = (a.value_num ?? a.value_choice) as Value;
      by.set(a.student, m);
    }
    return { students: rows.map((r) => ({ id: r.student_id, joinedAt: r.joined_at, answers: by.get(r.id) ?? {} })), polls: this.consoleView(session).polls };
  }
}
