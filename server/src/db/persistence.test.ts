import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { connectDatabase } from './connect';
import { users } from './schema';

it('keeps data in DATA_DIR across a restart of the embedded database', async () => {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'fixwise-persist-'));
  try {
    const first = await connectDatabase({ kind: 'pglite', dataDir });
    await first.db.insert(users).values({ email: 'kept@example.com' });
    await first.close();

    const second = await connectDatabase({ kind: 'pglite', dataDir });
    const rows = await second.db.select().from(users).where(eq(users.email, 'kept@example.com'));
    await second.close();
    expect(rows).toHaveLength(1);
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
});
