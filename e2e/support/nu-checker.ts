// The W3C Nu HTML checker (the vnu-jar package's vnu.jar) run on files, for journeys that check the
// markup the server sends. It needs a Java runtime: .ci/run installs Debian's default-jre-headless.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** vnu-jar's main export is the jar's path (a String object). */
const vnuJar = String(createRequire(import.meta.url)('vnu-jar') as string);

/** `java` on the PATH (or JAVA_HOME's), or null when this machine has no Java runtime. */
export function findJava(): string | null {
  const candidates = [
    process.env.JAVA_HOME ? path.join(process.env.JAVA_HOME, 'bin', 'java') : undefined,
    'java',
  ];
  return (
    candidates.find(
      (java): java is string => !!java && spawnSync(java, ['-version']).status === 0,
    ) ?? null
  );
}

export type NuMessage = {
  /** The checked file's name (not its folder). */
  file: string;
  line: number | undefined;
  column: number | undefined;
  message: string;
  /** A few characters around the spot, as the checker quotes them. */
  extract: string;
  /** The markup the message is about (an element's start tag, say), read from the file. */
  markup: string;
};

type NuJson = {
  messages: Array<{
    type: string;
    subType?: string;
    url?: string;
    firstLine?: number;
    lastLine?: number;
    firstColumn?: number;
    lastColumn?: number;
    message: string;
    extract?: string;
  }>;
};

/**
 * Checks the files in one run of the checker (the JVM's start takes seconds) and answers its errors:
 * markup errors, and the files it could not read or parse ("non-document-error"), which are not a
 * pass either. Warnings are left out (--errors-only).
 */
export async function nuErrors(java: string, files: string[]): Promise<NuMessage[]> {
  // The checker writes its JSON report to standard error, and exits 1 when it found errors.
  const { code, stdout, stderr } = await new Promise<{
    code: number | null;
    stdout: string;
    stderr: string;
  }>((resolve, reject) => {
    const child = spawn(java, ['-jar', vnuJar, '--errors-only', '--format', 'json', ...files]);
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (exitCode) => resolve({ code: exitCode, stdout, stderr }));
  });
  let report: NuJson;
  try {
    report = JSON.parse(stderr) as NuJson;
  } catch {
    throw new Error(`The Nu checker did not answer JSON (exit ${code}):\n${stderr}\n${stdout}`);
  }
  const texts = new Map<string, string[]>();
  const linesOf = async (file: string) => {
    let lines = texts.get(file);
    if (!lines) {
      lines = (await fs.readFile(file, 'utf8')).split('\n');
      texts.set(file, lines);
    }
    return lines;
  };
  const errors: NuMessage[] = [];
  for (const m of report.messages) {
    if (m.type !== 'error' && m.type !== 'non-document-error') continue;
    const file = m.url ? fileURLToPath(m.url) : '';
    let markup = '';
    // Lines and columns count from 1; the last column is the spot's last character.
    if (file && m.lastLine !== undefined && m.lastColumn !== undefined) {
      const lines = await linesOf(file);
      const first = m.firstLine ?? m.lastLine;
      const span = lines.slice(first - 1, m.lastLine).join('\n');
      const end = span.length - ((lines[m.lastLine - 1] ?? '').length - m.lastColumn);
      markup = span.slice((m.firstColumn ?? 1) - 1, end);
    }
    errors.push({
      file: file ? path.basename(file) : '(no file)',
      line: m.lastLine,
      column: m.firstColumn ?? m.lastColumn,
      message: m.message,
      extract: m.extract ?? '',
      markup,
    });
  }
  if (code !== 0 && errors.length === 0) {
    throw new Error(`The Nu checker failed (exit ${code}) without naming an error:\n${stderr}`);
  }
  return errors;
}
