// The process's log: pino, as JSON lines for a log collector (systemd's journal, a pipe, a file), or
// as lines a person reads (pino-pretty) when stdout is a terminal, as after `npm start`: there a JSON
// line per event hid the demo accounts' table in one string of `\n`s. LOG_FORMAT chooses.
import type { Writable } from 'node:stream';
import { pino, type Logger } from 'pino';
import pretty from 'pino-pretty';
import type { Config } from '../config.ts';

/** Whether the log is written for a person: `pretty`, or `auto` on a terminal. */
export function readableLog(format: Config['logFormat'], isTerminal: boolean): boolean {
  return format === 'pretty' || (format === 'auto' && isTerminal);
}

/** The logger for `level` and `format`, writing to `destination` (stdout by default). */
export function createLogger(
  level: string,
  format: Config['logFormat'],
  destination: Writable & { isTTY?: boolean } = process.stdout,
): Logger {
  if (!readableLog(format, destination.isTTY === true)) {
    return destination === process.stdout ? pino({ level }) : pino({ level }, destination);
  }
  // Synchronous, on the main thread: a worker thread's transport could lose the last lines of a
  // failed start-up, which are the ones a person reads.
  return pino(
    { level },
    pretty({
      destination,
      sync: true,
      colorize: destination.isTTY === true,
      translateTime: 'SYS:HH:MM:ss',
      ignore: 'pid,hostname',
    }),
  );
}
