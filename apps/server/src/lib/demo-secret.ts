// In demo mode the JWT secret is generated once and kept in the data folder, so sessions survive restarts.
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

export async function loadOrCreateDemoSecret(dataDir: string): Promise<string> {
  const file = path.join(dataDir, 'jwt-secret');
  try {
    const existing = (await fs.readFile(file, 'utf8')).trim();
    if (existing.length >= 32) return existing;
  } catch {
    // Not there yet: create it below.
  }
  await fs.mkdir(dataDir, { recursive: true });
  const secret = crypto.randomBytes(48).toString('base64url');
  await fs.writeFile(file, secret, { mode: 0o600 });
  return secret;
}
