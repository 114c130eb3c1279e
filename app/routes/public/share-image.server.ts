import { createHash } from "node:crypto";
import { mkdir, readdir, readFile, rename, stat, unlink, writeFile } from "node:fs/promises";
import path from "node:path";
import { settings } from "~/config.server";
import { clientOf } from "~/live/streams.server";
import type { EventAtVersion } from "~/models/public/kept-per-version.server";
import { log } from "~/utils/logger.server";
import { AttemptLimiter } from "~/utils/rate-limit.server";
import { Busy, Turns } from "~/utils/turns.server";
import { shareCardSvg, type ShareCard } from "~/utils/share-card";

/**
 * Link-preview images, drawn from SVG to PNG by sharp. sharp works on libuv's
 * threads, so the event loop only hands over the SVG and takes the PNG back;
 * still, a render costs a thread for tens of milliseconds, so at most
 * `RENDERING` run at once and at most `WAITING` wait their turn, each no
 * longer than `WAIT_MS`: past that the caller is told to come back later
 * (crawlers do) instead of queueing without end.
 *
 * An image is kept on disk (`$DATA_DIR/share-images/`) under the hash of its
 * SVG, that is of what it shows: the card, its texts in the language actually
 * used and the direction of writing. A point scored in one match leaves every
 * other match's image as it was, and every reader of the same image — other
 * languages that read the same, later versions of the event, a restart — is
 * served the file. Which image a page's card is at an event's version is
 * remembered, so a repeated request reads no standings to find it. The most
 * recent `KEPT_FILES` files stay, the oldest written going first.
 *
 * Only an image not drawn yet costs a render, and one address (`clientOf`)
 * may cause at most `RENDERS_PER_ADDRESS` a minute: past that it is told how
 * long to wait, while images already drawn are still served to it. Readers of
 * an image being drawn wait for that render rather than starting their own.
 */
const RENDERING = 2;
const WAITING = 16;
const WAIT_MS = 10_000;
/** 50–70 KB each: the folder stays under about 70 MB. */
const KEPT_FILES = 1_000;
/** Cards' images remembered per event version and page, for their files' names. */
const REMEMBERED = 5_000;
export const RENDERS_PER_ADDRESS = 20;
const MINUTE_MS = 60_000;

/** The address has caused its renders for the minute: `retryAfter` seconds until it may cause more. */
export class RendersLimited extends Error {
  constructor(readonly retryAfter: number) {
    super("too many new preview images from one address");
  }
}

const renders = new Turns("link-preview images", { running: RENDERING, waiting: WAITING, waitMs: WAIT_MS });

function drawn(svg: string): Promise<Buffer> {
  return renders.take(async () => {
    const { default: sharp } = await import("sharp");
    return await sharp(Buffer.from(svg)).png({ compressionLevel: 6 }).toBuffer();
  });
}

const rendersPerAddress = new AttemptLimiter("share-image-renders", () => RENDERS_PER_ADDRESS, MINUTE_MS);

/** The kept images' folder, and its files' names, oldest written first. */
type Store = { dir: string; files: Set<string> };
let store: Promise<Store> | undefined;

/** The folder as the last process left it; it is made with the first image, so a start writes nothing into the data folder. */
function imageStore(): Promise<Store> {
  store ??= (async () => {
    const dir = path.join(settings().DATA_DIR, "share-images");
    const names = await readdir(dir).catch(() => [] as string[]);
    const dated = await Promise.all(names.filter((name) => /^[0-9a-f]{40}\.png$/.test(name)).map(async (name) => ({ name, at: (await stat(path.join(dir, name)).catch(() => null))?.mtimeMs ?? 0 })));
    return { dir, files: new Set(dated.sort((a, b) => a.at - b.at).map((file) => file.name)) };
  })();
  return store;
}

/** Writes the image under its name (whole or not at all); a disk that refuses leaves it unkept, still sent. */
async function keep(kept: Store, name: string, image: Buffer) {
  try {
    await mkdir(kept.dir, { recursive: true });
    const file = path.join(kept.dir, name);
    await writeFile(`${file}.${process.pid}.tmp`, image);
    await rename(`${file}.${process.pid}.tmp`, file);
    kept.files.add(name);
    while (kept.files.size > KEPT_FILES) {
      const oldest = kept.files.values().next().value!;
      kept.files.delete(oldest);
      await unlink(path.join(kept.dir, oldest)).catch(() => undefined);
    }
  } catch (error) {
    log.warn("share image: not kept on disk", { error: error instanceof Error ? error.message : String(error) });
  }
}

/** A card's image at an event's version → the name of its file. */
const remembered = new Map<string, string>();
/** Images being drawn, by their file's name. */
const drawing = new Map<string, Promise<Buffer>>();

const fileName = (svg: string) => `${createHash("sha1").update(svg).digest("hex")}.png`;

/**
 * The PNG of a card for an event at its version, and whether this request drew
 * it; `key` names what the card shows besides the version (its kind, language,
 * category or match), `address` who asks. Throws `RendersLimited` when the
 * image must be drawn and the address has caused its renders for the minute.
 */
export async function shareImage(event: EventAtVersion, key: string, card: () => ShareCard, rtl: boolean, address: string): Promise<{ image: Buffer; drawn: boolean }> {
  const id = `${event.id}:${event.version}:${key}`;
  let svg: string | null = null;
  let name = remembered.get(id);
  if (!name) {
    svg = shareCardSvg(card(), rtl);
    name = fileName(svg);
    remembered.set(id, name);
    if (remembered.size > REMEMBERED) remembered.delete(remembered.keys().next().value!);
  }
  const kept = await imageStore();
  if (kept.files.has(name)) {
    const image = await readFile(path.join(kept.dir, name)).catch(() => null);
    if (image) return { image, drawn: false };
    kept.files.delete(name);
  }
  // A reader of an image being drawn takes that render's, unless its address was refused the render: then it asks for its own.
  for (let underWay = drawing.get(name); underWay; underWay = drawing.get(name)) {
    try {
      return { image: await underWay, drawn: false };
    } catch (error) {
      if (!(error instanceof RendersLimited)) throw error;
    }
  }

  const client = clientOf(address);
  // In the map before the first wait, so a burst of readers of a new image draws it once.
  const render = (async () => {
    const wait = await rendersPerAddress.reserve(client);
    if (wait > 0) throw new RendersLimited(wait);
    try {
      return await drawn(svg ?? shareCardSvg(card(), rtl));
    } catch (error) {
      // A render that never ran is not counted against the address.
      if (error instanceof Busy) await rendersPerAddress.giveBack(client);
      throw error;
    }
  })();
  drawing.set(name, render);
  try {
    const image = await render;
    await keep(kept, name, image);
    return { image, drawn: true };
  } finally {
    if (drawing.get(name) === render) drawing.delete(name);
  }
}
