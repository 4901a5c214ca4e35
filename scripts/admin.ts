// Operator command line beside the console: `npm run admin -- roles|posts|withdrawals|ledger|notices|feedback|sms …`.
// Opens the same database as the server (DATA_DIR / DATABASE_URL through loadConfig); prints no secrets.
import { loadConfig } from '../server/config';
import { migrateToLatest, openDatabase } from '../server/db/database';
import { runAdmin, runMoneyAdmin, runPeopleAdmin, runRolesAdmin, runSmsAdmin } from '../server/domain/console';

async function main(): Promise<void> {
  const config = loadConfig(process.env);
  const db = openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
  try {
    await migrateToLatest(db);
    const argv = process.argv.slice(2);
    const io = { out: (l: string) => console.log(l), err: (l: string) => console.error(l) };
    process.exitCode =
      (await runRolesAdmin(db, argv, io)) ??
      (await runMoneyAdmin(db, argv, io)) ??
      (await runPeopleAdmin(db, argv, io)) ??
      (await runSmsAdmin(db, argv, io)) ??
      (await runAdmin(db, argv, io));
  } finally {
    await db.destroy();
  }
}

main().catch((err: unknown) => {
  // A fault (database unreachable…): the message only, never the config it was opened with.
  console.error(`admin failed: ${err instanceof Error ? err.message : String(err)}`);
  process.exitCode = 1;
});
