// Operator command line until the operator console exists: `npm run admin -- posts <command> …`.
// Opens the same database as the server (DATA_DIR / DATABASE_URL through loadConfig); prints no secrets.
import { loadConfig } from '../server/config';
import { migrateToLatest, openDatabase } from '../server/db/database';
import { runAdmin } from '../server/domain/release-admin';

async function main(): Promise<void> {
  const config = loadConfig(process.env);
  const db = openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
  try {
    await migrateToLatest(db);
    process.exitCode = await runAdmin(db, process.argv.slice(2), {
      out: (l) => console.log(l),
      err: (l) => console.error(l),
    });
  } finally {
    await db.destroy();
  }
}

main().catch((err: unknown) => {
  // A fault (database unreachable…): the message only, never the config it was opened with.
  console.error(`admin failed: ${err instanceof Error ? err.message : String(err)}`);
  process.exitCode = 1;
});
