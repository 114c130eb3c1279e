import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { readSettings } from "~/config.server";

const dataDir = () => mkdtempSync(path.join(tmpdir(), "laga-mail-settings-"));

describe("mail settings", () => {
  it("sends no mail by default and names a local sender", () => {
    const s = readSettings({ DATA_DIR: dataDir() });
    expect(s.SMTP_URL).toBeUndefined();
    expect(s.MAIL_OUTBOX_DIR).toBeUndefined();
    expect(s.MAIL_FROM).toBe("Laga <no-reply@laga.local>");
  });

  it("accepts an smtp or smtps URL and an outbox folder", () => {
    const s = readSettings({ DATA_DIR: dataDir(), SMTP_URL: "smtps://laga:secret@mail.example:465", MAIL_FROM: "Laga <halo@laga.example>", MAIL_OUTBOX_DIR: "/tmp/outbox" });
    expect(s).toMatchObject({ SMTP_URL: "smtps://laga:secret@mail.example:465", MAIL_FROM: "Laga <halo@laga.example>", MAIL_OUTBOX_DIR: "/tmp/outbox" });
  });

  it("stops with a message naming a bad SMTP_URL", () => {
    expect(() => readSettings({ DATA_DIR: dataDir(), SMTP_URL: "https://mail.example" })).toThrow("SMTP_URL: must be an smtp:// or smtps:// URL");
  });
});
