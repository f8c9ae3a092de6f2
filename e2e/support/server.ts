// Runs the real server for the journeys: the server's own child-process runner
// (apps/server/src/testing/spawn-server.ts), on a free port with a throw-away data folder and the
// demo city loaded.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startSmtpSink, type SmtpSink } from '../../apps/server/src/testing/smtp-sink.ts';
import { freePort, spawnServer } from '../../apps/server/src/testing/spawn-server.ts';

export type RunningServer = {
  url: string;
  dataDir: string;
  stop(): Promise<void>;
  output(): string;
};

export { freePort };

/** `env.PORT` picks the port (a journey that must know the address first, for PUBLIC_URL). */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const dataDir = env.DATA_DIR ?? (await fs.mkdtemp(path.join(os.tmpdir(), 'menudex-e2e-')));
  const server = await spawnServer({
    env: {
      DATA_DIR: dataDir,
      // Demo mode, as `npm start` runs it: the journeys walk the demo city.
      SEED_DEMO: 'true',
      // A separate build (npx vite build --outDir …) lets several people run journeys at once.
      ...(process.env.E2E_WEB_DIST ? { WEB_DIST: process.env.E2E_WEB_DIST } : {}),
      ...env,
    },
    ...(env.PORT ? { port: Number(env.PORT) } : {}),
    startTimeoutMs: 150_000,
  });
  return {
    url: server.url,
    dataDir,
    output: () => server.output(),
    stop: async () => {
      await server.stop();
      if (!env.DATA_DIR) await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A server of the journey's own that mails over SMTP to a sink the journey reads, its links pointing
 * back at it (PUBLIC_URL), and sign-in limits out of the way of a journey's many attempts.
 */
export async function startMailingServer(
  env: Record<string, string> = {},
): Promise<{ server: RunningServer; smtp: SmtpSink; stop(): Promise<void> }> {
  const smtp = await startSmtpSink();
  const port = await freePort();
  try {
    const server = await startServer({
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Menudex <no-reply@menudex.test>',
      AUTH_RATE_LIMIT: '1000',
      ...env,
    });
    return {
      server,
      smtp,
      stop: async () => {
        await server.stop();
        await smtp.close();
      },
    };
  } catch (err) {
    await smtp.close();
    throw err;
  }
}
