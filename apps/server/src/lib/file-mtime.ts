// When a file last changed, looked up at most every MTIME_CHECK_MS per file: the built web app
// (the page shell, the server renderer) is read again after a rebuild, and pages are
// sent thousands of times a second. A stat per page was 14% of the CPU of sending kept pages.
import fs from 'node:fs';

/** How long a looked-up modification time is trusted. */
export const MTIME_CHECK_MS = 500;

const known = new Map<string, { checkedAt: number; mtimeMs: number | undefined }>();

/** The file's modification time (ms), or undefined when it does not exist. */
export function fileMtime(file: string): number | undefined {
  const now = performance.now();
  const seen = known.get(file);
  if (seen && now - seen.checkedAt < MTIME_CHECK_MS) return seen.mtimeMs;
  const mtimeMs = fs.statSync(file, { throwIfNoEntry: false })?.mtimeMs;
  known.set(file, { checkedAt: now, mtimeMs });
  return mtimeMs;
}
