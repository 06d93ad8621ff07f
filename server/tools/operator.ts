/**
 * `npm run operator -- add someone@example.com` (see server/operator-command.ts). Reads the same
 * environment as the server: with DATABASE_URL it writes to PostgreSQL; with the embedded database
 * it asks the running server through its control socket, or opens the data directory itself when
 * no server runs.
 */
import { loadConfig } from "../config.ts";
import { sendControlCommand } from "../control-socket.ts";
import { DataDirInUse, lockDataDir } from "../data-dir-lock.ts";
import { joinInvalidation } from "../cache.ts";
import { openDatabase } from "../db/client.ts";
import { migrationsFolder } from "../db/migrations-folder.ts";
import { createLogger } from "../logger.ts";
import { operatorUsage, runOperatorCommand, type CommandResult } from "../operator-command.ts";

async function run(args: string[]): Promise<CommandResult> {
  if (args.length === 0 || args[0] === "help" || args[0] === "--help")
    return { exitCode: 0, output: operatorUsage };
  const config = loadConfig();
  const logger = createLogger("warn");
  let releaseLock = () => {};
  if (!config.databaseUrl) {
    try {
      releaseLock = lockDataDir(config.dataDir);
    } catch (error) {
      if (error instanceof DataDirInUse) return sendControlCommand(config.dataDir, args);
      throw error;
    }
  }
  try {
    const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
    try {
      await database.exclusively(() => database.migrate(migrationsFolder));
      // Running servers on PostgreSQL hear about the change (a new role takes effect at once).
      const leave = await joinInvalidation(database, logger);
      try {
        return await runOperatorCommand(database.db, args, new Date());
      } finally {
        await leave();
      }
    } finally {
      await database.close();
    }
  } finally {
    releaseLock();
  }
}

try {
  const { exitCode, output } = await run(process.argv.slice(2));
  (exitCode === 0 ? process.stdout : process.stderr).write(`${output}\n`);
  process.exitCode = exitCode;
} catch (error) {
  console.error(`The operator command failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
}
