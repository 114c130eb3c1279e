/**
 * The plan's thread when it runs from the sources (development, tests): tsx's
 * loader is registered here, inside the thread, before the TypeScript worker is
 * imported. Given as the thread's execArgv (`--import tsx`) it is not applied
 * to the thread's own entry file on Node 20, which then refused the `.ts`.
 */
import { register } from "tsx/esm/api";

register();
await import("./plan-worker.ts");
