import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';

/** Every `.json` file under a folder, sorted, with its path relative to the folder. */
export async function jsonFilesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.json'))
    .map((entry) => relative(folder, join(entry.parentPath, entry.name)))
    .sort();
}

/** A content file read as a source: its relative path and parsed JSON (or the parse error, reported as a refusal). */
export async function readContentFile(folder: string, file: string): Promise<{ source: string; value: unknown } | { source: string; error: string }> {
  const text = await readFile(join(folder, file), 'utf8');
  try {
    return { source: file, value: JSON.parse(text) as unknown };
  } catch (error) {
    return { source: file, error: error instanceof Error ? error.message : String(error) };
  }
}

/** Writes a JSON document with two-space indents and a final newline, making its folder. */
export async function writeJsonFile(path: string, value: unknown): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, `${JSON.stringify(value, null, 2)}\n`);
}
