import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { translations } from "~/i18n/resources";
import { maxFileBytes } from "~/utils/body-limits";
import { chosenFile, messageText, readUploadForm, receiveSheet } from "~/utils/upload-form.server";
import { formRequest } from "../support/form-request";
import { receiveImage } from "~/models/upload.server";

/**
 * The one upload helper (app/utils/upload-form.server.ts): the form read within
 * the route's limit, the chosen file, its check by content, and the message
 * naming the file and the limit.
 */

// A refused image is logged: settings for a quiet log (Vite's own BASE_URL is no origin).
delete process.env.BASE_URL;
Object.assign(process.env, { LOG_LEVEL: "silent", DATA_DIR: mkdtempSync(path.join(tmpdir(), "laga-upload-form-")), SESSION_SECRET: "upload-form-test-secret-".repeat(2) });

const post = (form: FormData) => formRequest("http://localhost/add-player", form);
const t = ((key: string, values: Record<string, string> = {}) => {
  const text = key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], translations.en) as string;
  return text.replace(/\{\{(\w+)\}\}/g, (_whole, name: string) => values[name] ?? "");
}) as never;

// Bodies of up to three 20 MB photos, parsed on a worker thread that starts with the first: slow on a busy machine.
describe("the upload helper", { timeout: 60_000 }, () => {
  it("reads a form within the route's limit and refuses a larger body while it arrives", async () => {
    const small = new FormData();
    small.append("photo", new Blob([new Uint8Array(1000)]), "me.png");
    small.append("name", "Budi");
    const read = await readUploadForm(await post(small), { file: "image" });
    expect(read.ok && read.form.get("name")).toBe("Budi");

    const large = new FormData();
    large.append("photo", new Blob([new Uint8Array(maxFileBytes.image + 65 * 1024)]), "me.png");
    expect(await readUploadForm(await post(large), { file: "image" })).toEqual({ ok: false, status: 413, error: "uploads.requestTooBig?image_max_size=20 MB" });
    expect(await readUploadForm(await post(large), { file: "image", count: 2 })).toMatchObject({ ok: true });
  });

  it("reads a form of three camera photos whole, each file as it was sent, parsed off the event loop", async () => {
    const photos = new FormData();
    const sent = [1, 2, 3].map((n) => new Uint8Array(maxFileBytes.image).fill(n));
    sent.forEach((bytes, i) => photos.append(`logo${i}`, new Blob([bytes]), `IMG_${i}.jpg`));
    photos.append("name", "Kejuaraan Kota");
    const read = await readUploadForm(await post(photos), { file: "image", count: 3, fieldBytes: 512 * 1024 });
    if (!read.ok) throw new Error(read.error);
    expect(read.form.get("name")).toBe("Kejuaraan Kota");
    for (const [i, bytes] of sent.entries()) {
      const file = chosenFile(read.form, `logo${i}`)!;
      expect([file.name, file.size]).toEqual([`IMG_${i}.jpg`, bytes.length]);
      expect(Buffer.from(await file.arrayBuffer()).equals(Buffer.from(bytes))).toBe(true);
    }
  });

  it("answers 400 with the kind's message for a body that is no form", async () => {
    const broken = new Request("http://localhost/list-city", { method: "POST", body: "--x\r\nnot a part", headers: { "Content-Type": "multipart/form-data; boundary=x" } });
    expect(await readUploadForm(broken, { file: "sheet" })).toEqual({ ok: false, status: 400, error: "imports.errors.unreadable" });
  });

  it("takes an empty file input for no file", () => {
    const form = new FormData();
    form.append("photo", new Blob([]), "");
    form.append("logo", new Blob(["x"]), "logo.png");
    expect(chosenFile(form, "photo")).toBeNull();
    expect(chosenFile(form, "missing")).toBeNull();
    expect(chosenFile(form, "logo")?.name).toBe("logo.png");
  });

  it("refuses an image by its content and by its size, naming the file and the limit", async () => {
    const disguised = await receiveImage(new File(["a text file named as a picture"], "logo.png"), {});
    expect(disguised).toMatchObject({ ok: false, reason: "notAnImage" });
    const huge = await receiveImage(new File([new Uint8Array(maxFileBytes.image + 1)], "banner.jpg"), {});
    expect(huge).toMatchObject({ ok: false, reason: "tooBig" });
    expect(messageText(t, huge.ok ? "" : huge.error)).toBe("Image banner.jpg is too big (20.00 MB). Maximum file size is 20 MB.");
  });

  it("refuses a spreadsheet that is missing, too large or neither xlsx nor CSV", async () => {
    expect(await receiveSheet(null)).toEqual({ ok: false, error: "imports.errors.noFile" });
    expect(await receiveSheet(new File([new Uint8Array(maxFileBytes.sheet + 1)], "a.csv"))).toEqual({ ok: false, error: "imports.errors.tooLarge?max=5" });
    expect(await receiveSheet(new File([new Uint8Array([0xd0, 0xcf, 0x11, 0xe0])], "old.xls"))).toEqual({ ok: false, error: "imports.errors.unsupported" });
    expect(await receiveSheet(new File(["Kode,Nama\n32,JAWA BARAT"], "a.csv"))).toMatchObject({ ok: true, format: "csv" });
  });
});
