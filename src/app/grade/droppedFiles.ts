// What a drop or a file input holds, as picked files (submissionFiles.ts decides which count). A
// dropped folder is read one level deep: the command grades the .json files directly inside a
// folder, and a subfolder is only counted as left out.
import type { Picked } from './submissionFiles';

/** The files of an <input type=file>: with webkitdirectory each carries its path inside the folder. */
export function pickedFromInput(list: FileList | null): Picked<File>[] {
  return [...(list ?? [])].map((file) => {
    const rel = file.webkitRelativePath;
    return rel ? { path: rel, file, inFolder: true } : { path: file.name, file, inFolder: false };
  });
}

function fileOf(entry: FileSystemFileEntry): Promise<File> {
  return new Promise((resolve, reject) => entry.file(resolve, reject));
}

async function children(dir: FileSystemDirectoryEntry): Promise<FileSystemEntry[]> {
  const reader = dir.createReader();
  const out: FileSystemEntry[] = [];
  // readEntries answers in batches (100 in Chromium) until an empty one.
  for (;;) {
    const batch = await new Promise<FileSystemEntry[]>((resolve, reject) => reader.readEntries(resolve, reject));
    if (batch.length === 0) return out;
    out.push(...batch);
  }
}

/** The dropped files, and each dropped folder's direct children; its subfolders are only counted. */
export async function pickedFromDrop(data: DataTransfer): Promise<{ picked: Picked<File>[]; subfolders: number }> {
  // Entries must be taken while the drop event runs; reading them may come later.
  const entries = [...data.items].map((item) => item.webkitGetAsEntry?.() ?? null);
  if (entries.every((e) => e === null)) return { picked: pickedFromInput(data.files), subfolders: 0 };
  const picked: Picked<File>[] = [];
  let subfolders = 0;
  for (const entry of entries) {
    if (entry === null) continue;
    if (entry.isFile) picked.push({ path: entry.name, file: await fileOf(entry as FileSystemFileEntry), inFolder: false });
    else if (entry.isDirectory) {
      for (const child of await children(entry as FileSystemDirectoryEntry)) {
        if (child.isFile) picked.push({ path: `${entry.name}/${child.name}`, file: await fileOf(child as FileSystemFileEntry), inFolder: true });
        else subfolders++;
      }
    }
  }
  return { picked, subfolders };
}
