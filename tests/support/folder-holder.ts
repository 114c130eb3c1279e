/**
 * Child process of the restore tests: takes the data folder's lock for the
 * database the parent names, as a running server does, says so on stdout and
 * holds it until it is killed.
 */
import { holdFolder } from "~/data-folder.server";

holdFolder(process.argv[2]!);
process.stdout.write("held\n");
setInterval(() => undefined, 60_000);
