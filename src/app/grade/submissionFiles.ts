// Which picked or dropped files are a class's submissions, under which names, in which order: the
// rules of `cli grade` (src/cli/grade-files.ts), so the page's outputs name and order files as
// the command does. A file picked on its own is graded whatever its name (as a file named on the
// command line); a folder stands for the .json files directly inside it, named "folder/file.json"
// (what `grade folder` prints); the batch is in order of name (as `grade folder` sorts). Pure.

export interface Picked<F> {
  /** The file's name, or its path inside a picked or dropped folder ("subs/ana.json"). */
  path: string;
  file: F;
  /** It came from a folder (a folder picker or a dropped folder), not picked on its own. */
  inFolder: boolean;
}

export interface Submission<F> {
  name: string;
  file: F;
}

export interface Selection<F> {
  files: Submission<F>[];
  /** Files of a folder left out: not .json, or inside a subfolder (the command leaves them out too). */
  skipped: number;
}

/** The .json files directly inside a folder ("subs/ana.json", not "subs/old/ana.json" or "subs/notes.txt"). */
export function isFolderSubmission(path: string): boolean {
  const parts = path.split('/').filter((p) => p !== '');
  return parts.length === 2 && parts[1].toLowerCase().endsWith('.json');
}

/** A dropped entry's path ("/subs/ana.json") as the picker writes it ("subs/ana.json"). */
export function entryPath(fullPath: string): string {
  return fullPath.replace(/^\/+/, '');
}

/**
 * Adds what was picked to the selection (`subfolders`: a dropped folder's subfolders, left out):
 * a file of the same name replaces the old one; sorted by name.
 */
export function addPicked<F>(current: Selection<F>, picked: readonly Picked<F>[], subfolders = 0): Selection<F> {
  const byName = new Map(current.files.map((s) => [s.name, s] as const));
  let skipped = current.skipped + subfolders;
  for (const p of picked) {
    const name = p.inFolder ? entryPath(p.path) : p.path;
    if (p.inFolder && !isFolderSubmission(name)) {
      skipped++;
      continue;
    }
    byName.set(name, { name, file: p.file });
  }
  // The command's folder order: Array.prototype.sort on the names (UTF-16 code units), no locale.
  const files = [...byName.values()].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  return { files, skipped };
}

export const EMPTY_SELECTION: Selection<never> = { files: [], skipped: 0 };
