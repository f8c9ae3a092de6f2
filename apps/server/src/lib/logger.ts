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
      // A request's fields on its own line, not a dozen indented ones per request.
      singleLine: true,
    }),
  );
}

/**
 * Reports a long step's progress (`done` of `total`) as `text(done, total)`: on a terminal showing
 * readable logs, one line rewritten in place and cleared at the end (the log line that follows says
 * how it went); elsewhere a log line at the start and at each quarter, so a collector is not flooded.
 */
export function progressLine(
  logger: Logger,
  format: Config['logFormat'],
  text: (done: number, total: number) => string,
  destination: Writable & { isTTY?: boolean } = process.stdout,
): (done: number, total: number) => void {
  const inPlace = destination.isTTY === true && readableLog(format, true);
  let shown = '';
  let quarter = -1;
  return (done, total) => {
    if (inPlace) {
      const line = text(done, total);
      if (line === shown) return;
      shown = line;
      // \r and "erase line": the next write starts where this one did.
      destination.write(done >= total ? '\r\x1b[2K' : `\r\x1b[2K${line}`);
      return;
    }
    const reached = total === 0 ? 4 : Math.floor((done * 4) / total);
    if (reached === quarter) return;
    quarter = reached;
    logger.info({ done, total }, text(done, total));
  };
}
