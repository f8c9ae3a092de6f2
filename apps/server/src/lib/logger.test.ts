// The log as LOG_FORMAT says: JSON lines for a collector, readable lines for a person at a terminal.
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger, progressLine, readableLog } from './logger.ts';

/** A destination that collects what is written, and says whether it is a terminal. */
function sink(isTTY: boolean) {
  const stream = Object.assign(new PassThrough(), { isTTY });
  let text = '';
  stream.on('data', (chunk: Buffer) => (text += chunk.toString()));
  return { stream, text: () => text };
}

describe('the log format', () => {
  it('is readable on a terminal and JSON elsewhere by default; LOG_FORMAT overrides', () => {
    expect(readableLog('auto', true)).toBe(true);
    expect(readableLog('auto', false)).toBe(false);
    expect(readableLog('json', true)).toBe(false);
    expect(readableLog('pretty', false)).toBe(true);
  });

  it("writes a multi-line message as lines a person reads, without pino's JSON", () => {
    const out = sink(false);
    createLogger('info', 'pretty', out.stream).info('Demo accounts:\n  admin  admin@menudex.app');
    expect(out.text()).toMatch(/INFO.*Demo accounts:\n {2}admin {2}admin@menudex\.app/);
    expect(out.text()).not.toContain('"msg"');
  });

  it('writes one JSON object a line for a collector, at the level asked', () => {
    const out = sink(false);
    const logger = createLogger('warn', 'auto', out.stream);
    logger.info('not written');
    logger.warn({ port: 3000 }, 'written');
    const lines = out.text().trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!)).toMatchObject({ level: 40, port: 3000, msg: 'written' });
  });
});

describe('the progress line', () => {
  const text = (done: number, total: number) =>
    `Preparing the demo city: ${done}/${total} pictures`;

  it('rewrites one line in place on a terminal, and clears it when done', () => {
    const out = sink(true);
    const progress = progressLine(
      createLogger('info', 'auto', out.stream),
      'auto',
      text,
      out.stream,
    );
    for (let done = 0; done <= 139; done++) progress(done, 139);
    expect(out.text()).not.toContain('\n');
    expect(out.text()).toContain('\r\x1b[2KPreparing the demo city: 37/139 pictures');
    expect(out.text().endsWith('\r\x1b[2K')).toBe(true);
  });

  it('writes a plain log line at the start and at each quarter elsewhere', () => {
    const out = sink(false);
    const progress = progressLine(
      createLogger('info', 'auto', out.stream),
      'auto',
      text,
      out.stream,
    );
    for (let done = 0; done <= 139; done++) progress(done, 139);
    const lines = out
      .text()
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { msg: string });
    expect(lines.map((line) => line.msg)).toEqual([
      'Preparing the demo city: 0/139 pictures',
      'Preparing the demo city: 35/139 pictures',
      'Preparing the demo city: 70/139 pictures',
      'Preparing the demo city: 105/139 pictures',
      'Preparing the demo city: 139/139 pictures',
    ]);
  });
});
