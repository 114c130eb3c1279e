import { e2eDatabaseFile, e2eDataDir } from "../../playwright.config";
import Database from "better-sqlite3";
import bcrypt from "bcryptjs";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { expect } from "./fixtures";

/** The database and mail outbox of the test server (playwright.config.ts). */
const dataDir = e2eDataDir;
const databaseFile = e2eDatabaseFile;
const outboxDir = path.join(dataDir, "outbox");

function withDatabase<T>(work: (db: Database.Database) => T): T {
  const db = new Database(databaseFile);
  db.pragma("busy_timeout = 5000");
  try {
    return work(db);
  } finally {
    db.close();
  }
}

/** A user of its own for a test that changes or disables an account, so the seeded ones stay as they are. */
export function createTestUser(prefix: string, role: "admin" | "event" = "event") {
  const unique = `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  const account = { name: `Uji ${prefix}`, email: `${unique}@laga.test`, password: `Sandi-${unique}` };
  withDatabase((db) => db.prepare("insert into users (name, email, password_hash, role, active) values (?, ?, ?, ?, 1)").run(account.name, account.email, bcrypt.hashSync(account.password, 4), role));
  return account;
}

export function userIdOf(email: string): number {
  return withDatabase((db) => (db.prepare("select id from users where email = ?").get(email) as { id: number }).id);
}

export function deactivateUser(email: string) {
  withDatabase((db) => db.prepare("update users set active = 0 where email = ?").run(email));
}

/** The newest mail the server wrote for an address (no SMTP in tests: MAIL_OUTBOX_DIR). */
export async function newestMailTo(to: string) {
  let found: { to: string; subject: string; text: string; html: string } | null = null;
  await expect
    .poll(
      () => {
        const files = (() => {
          try {
            return readdirSync(outboxDir).sort().reverse();
          } catch {
            return [];
          }
        })();
        for (const file of files) {
          const mail = JSON.parse(readFileSync(path.join(outboxDir, file), "utf8"));
          if (mail.to === to) {
            found = mail;
            return true;
          }
        }
        return false;
      },
      { timeout: 10_000 },
    )
    .toBe(true);
  return found!;
}

/** Opens the theme customizer from the header. */
export async function openCustomizer(page: Page) {
  await page.getByRole("link", { name: "Pengaturan tampilan" }).click();
  const panel = page.getByRole("dialog", { name: "Pengaturan Tampilan" });
  await expect(panel).toBeVisible();
  return panel;
}

/**
 * The answer to the layout preference a click is about to save. The page shows
 * a choice at once and stores it in the background (a fetcher's POST, whose
 * answer sets the cookie): a reload must wait for that answer, which
 * `waitForLoadState("networkidle")` does not (it was reached when the page loaded).
 */
export function preferenceSaved(page: Page, value: string) {
  return page.waitForResponse(
    (response) => response.request().method() === "POST" && new URL(response.url()).pathname.startsWith("/preferences") && (response.request().postData() ?? "").includes(value),
  );
}

/** A phone's window, as the back office is checked on. */
export const phone = { width: 360, height: 740 };
/** WCAG 2.5.5: a target at least 44 × 44 CSS px. */
export const minTarget = 44;

/** What overflows the window and which touch targets are too small, read once the page has laid out. */
export function measure(page: Page) {
  return page.evaluate((min) => {
    const root = document.documentElement;
    const small: string[] = [];
    const describe = (element: Element, box: DOMRect) => {
      const name = (element.getAttribute("aria-label") ?? element.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 40);
      const kind = element.tagName.toLowerCase() + (element instanceof HTMLInputElement ? `[${element.type}]` : "");
      return `${kind} "${name || (element as HTMLInputElement).name || ""}" ${Math.round(box.width)}×${Math.round(box.height)}`;
    };
    /** A link inside running text (WCAG's inline exception): an inline link with words of its sentence beside it. */
    const inSentence = (link: Element) =>
      getComputedStyle(link).display === "inline" && [...link.parentElement!.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && /\p{L}/u.test(node.textContent ?? ""));
    const targets = document.querySelectorAll(":is(.app-header, #content) :is(button, select, textarea, summary, a[href], input:not([type=hidden]))");
    for (const element of targets) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || getComputedStyle(element).visibility === "hidden") continue;
      if (element.closest("[hidden], .sr-only, dialog:not([open])")) continue;
      if (element.matches("a") && inSentence(element)) continue;
      // A check box or radio button is touched through its label, which is the target.
      let target: Element = element;
      if (element.matches("input[type=checkbox], input[type=radio]")) target = (element as HTMLInputElement).labels?.[0] ?? element;
      const targetBox = target.getBoundingClientRect();
      if (Math.round(targetBox.width) < min || Math.round(targetBox.height) < min) small.push(describe(target, targetBox));
    }
    return { width: root.scrollWidth, viewport: root.clientWidth, small: [...new Set(small)] };
  }, minTarget);
}
