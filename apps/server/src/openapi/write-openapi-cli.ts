// Writes the API's OpenAPI document (what GET /api/docs/json answers) to a file, without listening:
// the app is built on a throw-away PGlite database, asked through app.inject, and closed.
// Usage: tsx src/openapi/write-openapi-cli.ts <out.json>
import fs from 'node:fs/promises';
import path from 'node:path';
import { createTestApp } from '../testing/test-app.ts';

const out = process.argv[2];
if (!out) {
  console.error('usage: write-openapi-cli.ts <out.json>');
  process.exit(2);
}
const t = await createTestApp();
try {
  const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
  if (response.statusCode !== 200)
    throw new Error(`/api/docs/json answered ${response.statusCode}`);
  await fs.mkdir(path.dirname(path.resolve(out)), { recursive: true });
  await fs.writeFile(out, JSON.stringify(response.json(), null, 2) + '\n');
  console.log(`wrote ${out}`);
} finally {
  await t.close();
}
