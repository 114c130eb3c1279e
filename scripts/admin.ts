/**
 * Operations on a Laga data folder: `npm run admin -- <command> [options]`.
 * Uses the same settings as the server (DATA_DIR, DATABASE_PATH …).
 */
import { existsSync } from "node:fs";
import { parseArgs } from "node:util";
import { userRoles, type UserRole } from "#drizzle/schema";
import { prepareDataFolder } from "~/config.server";
import { PASSWORD_MAX_BYTES, PASSWORD_MIN_LENGTH, passwordByteLength } from "~/auth/password.server";
import { backupDatabase, backupWithUploads, restoreBackup } from "~/models/backup.server";
import { getDb, migrateDatabase } from "~/db.server";
import { writeMissingVariants } from "~/models/image-variants.server";
import { importRegions } from "~/models/regions/region-import.server";
import { endUserSessions, purgeExpiredSessions } from "~/models/accounts/session.server";
import { createUser, findUserByEmail, setPassword } from "~/models/accounts/user.server";
import { randomSecret } from "~/utils/crypto.server";

const usage = `Usage: npm run admin -- <command> [options]

Commands:
  create-user --email E --name N --role admin|event [--password P]
                         Create an account; without --password a random one is printed.
  reset-password --email E [--password P]
                         Set a new password and sign the user out everywhere.
  backup [--with-uploads] <file>
                         Consistent online copy of the database (safe while the server runs);
                         --with-uploads writes one archive (.tar.gz) of the copy and the uploads.
  restore <file>         Put back a backup or an archive of one (refused while a server runs).
  import-regions         Load or refresh the Indonesian regions from idn-area-data.
  purge-sessions         Delete expired sessions.
  make-image-variants    Write the resized WebP copies public pages show, for every
                         upload that lacks them (safe while the server runs).
`;

/** The commands that give a data folder what it holds besides its database; a restore writes nothing there before its backup is checked. */
const preparingCommands = new Set(["create-user", "reset-password", "backup", "import-regions", "purge-sessions", "make-image-variants"]);

function fail(message: string): never {
  console.error(`Error: ${message}\n`);
  console.error(usage);
  process.exit(1);
}

function checkPassword(password: string) {
  if (password.length < PASSWORD_MIN_LENGTH) fail(`the password needs at least ${PASSWORD_MIN_LENGTH} characters`);
  if (passwordByteLength(password) > PASSWORD_MAX_BYTES) fail(`the password may not exceed ${PASSWORD_MAX_BYTES} bytes`);
  return password;
}

async function main() {
  const [command, ...rest] = process.argv.slice(2);
  const { values, positionals } = parseArgs({
    args: rest,
    allowPositionals: true,
    options: {
      email: { type: "string" },
      name: { type: "string" },
      role: { type: "string" },
      password: { type: "string" },
      "with-uploads": { type: "boolean" },
    },
  });

  if (command && preparingCommands.has(command)) prepareDataFolder();
  switch (command) {
    case "create-user": {
      if (!values.email || !values.name || !values.role) fail("create-user needs --email, --name and --role");
      if (!userRoles.includes(values.role as UserRole)) fail(`--role must be one of ${userRoles.join(", ")}`);
      if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(values.email)) fail("--email is not an e-mail address");
      migrateDatabase(getDb());
      if (await findUserByEmail(values.email)) fail(`a user with e-mail ${values.email} already exists`);
      const password = values.password ? checkPassword(values.password) : randomSecret(12);
      const user = await createUser({ email: values.email, name: values.name, role: values.role as UserRole, password });
      console.log(`Created ${user.role} #${user.id} ${user.email}${values.password ? "" : ` with password: ${password}`}`);
      return;
    }
    case "reset-password": {
      if (!values.email) fail("reset-password needs --email");
      migrateDatabase(getDb());
      const user = await findUserByEmail(values.email);
      if (!user) fail(`no user with e-mail ${values.email}`);
      const password = values.password ? checkPassword(values.password) : randomSecret(12);
      await setPassword(user.id, password);
      endUserSessions(user.id);
      console.log(`New password for ${user.email}${values.password ? " set" : `: ${password}`}; their sessions were ended.`);
      return;
    }
    case "backup": {
      const file = positionals[0] ?? fail("backup needs a target file");
      if (existsSync(file)) fail(`${file} already exists`);
      if (values["with-uploads"]) {
        const { pages, files } = await backupWithUploads(file);
        console.log(`Backup archive written to ${file} (${pages} database pages, ${files} upload files).`);
        return;
      }
      const pages = await backupDatabase(file);
      console.log(`Backup written to ${file} (${pages} pages).`);
      return;
    }
    case "restore": {
      const file = positionals[0] ?? fail("restore needs a backup file");
      if (!existsSync(file)) fail(`${file} does not exist`);
      const report = await restoreBackup(file);
      if (report.setAside) console.log(`The database file could not be read as a database; it was kept as ${report.setAside}.`);
      console.log(`Database${report.uploads ? " and uploads" : ""} restored from ${file} (${report.pages} pages).`);
      return;
    }
    case "import-regions": {
      migrateDatabase(getDb());
      const result = await importRegions(({ level, done, total }) => {
        const width = 30;
        const filled = Math.round((done / total) * width);
        process.stdout.write(`\r${level.padEnd(13)} [${"#".repeat(filled)}${" ".repeat(width - filled)}] ${done}/${total}`);
        if (done === total) process.stdout.write("\n");
      });
      for (const [level, counts] of Object.entries(result)) {
        console.log(`${level}: ${counts.inserted} added, ${counts.updated} updated, ${counts.unchanged} unchanged`);
      }
      return;
    }
    case "purge-sessions": {
      migrateDatabase(getDb());
      console.log(`${purgeExpiredSessions()} expired sessions deleted.`);
      return;
    }
    case "make-image-variants": {
      migrateDatabase(getDb());
      const report = await writeMissingVariants((done, total) => {
        process.stdout.write(`\rimages [${done}/${total}]`);
        if (done === total) process.stdout.write("\n");
      });
      console.log(`${report.images} uploads checked; ${report.completed} of them got ${report.written} missing variant files.`);
      for (const missing of report.missingOriginals) console.warn(`No file for ${missing}: its variants cannot be made.`);
      return;
    }
    default:
      fail(command ? `unknown command ${command}` : "no command given");
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
