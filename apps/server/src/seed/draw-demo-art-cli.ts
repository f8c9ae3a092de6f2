// npm run demo-art:draw (the server's): draws every picture the demo city uses, with their smaller
// copies, into packages/demo-art/drawn/ and lists their keys in its manifest, the set a start copies
// instead of drawing (packages/demo-art/src/drawn.ts). Run it after changing a drawing or the demo
// city's dishes; a start draws what the set lacks meanwhile, and says so.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { MANIFEST_FILE, shippedPicturesDir } from '@menudex/demo-art/drawn';
import { openDatabase } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { localMediaStorage } from '../lib/media-storage.ts';
import { DEMO_SEED } from './demo.ts';
import { generateCity } from './generate.ts';

const started = Date.now();
const scratch = await fs.mkdtemp(path.join(os.tmpdir(), 'menudex-demo-art-'));
const database = await openDatabase({ driver: 'pglite' });
try {
  await migrate(database);
  const { pictures } = await generateCity(database.db, {
    seed: DEMO_SEED,
    storage: localMediaStorage(scratch),
    shipped: null,
    log: (line) => console.log(line),
    progress: (done, total) => {
      if (done === total || done % 20 === 0) console.log(`Drawn ${done}/${total} pictures`);
    },
  });
  const target = shippedPicturesDir();
  const drawn = path.join(scratch, 'demo');
  await fs.rm(target, { recursive: true, force: true });
  await fs.cp(drawn, target, { recursive: true });
  const sorted = Object.fromEntries(Object.entries(pictures).sort(([a], [b]) => (a < b ? -1 : 1)));
  await fs.writeFile(path.join(target, MANIFEST_FILE), `${JSON.stringify(sorted, null, 2)}\n`);
  const files = await fs.readdir(target);
  let bytes = 0;
  for (const file of files) bytes += (await fs.stat(path.join(target, file))).size;
  console.log(
    `Shipped ${Object.keys(pictures).length} pictures (${files.length - 1} files, ${(bytes / 1e6).toFixed(1)} MB) into ${path.relative(process.cwd(), target)} in ${((Date.now() - started) / 1000).toFixed(0)} s`,
  );
} finally {
  await database.close();
  await fs.rm(scratch, { recursive: true, force: true });
}
