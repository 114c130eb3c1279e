import type { EventAtVersion } from "~/models/public/kept-per-version.server";
import { shareCardSvg, type ShareCard } from "~/utils/share-card";

/**
 * Link-preview images, drawn from SVG to PNG by sharp. sharp works on libuv's
 * threads, so the event loop only hands over the SVG and takes the PNG back;
 * still, a render costs a thread for tens of milliseconds, so at most
 * `RENDERING` run at once and at most `WAITING` wait their turn, each no
 * longer than `WAIT_MS`: past that the caller is told to come back later
 * (crawlers do) instead of queueing without end.
 *
 * An image is kept per event version, as the promise of its bytes, so the
 * burst of crawlers a link shared to a WhatsApp group brings renders it once:
 * the event's every visible write raises its version (the database's
 * triggers), so an image kept for a version stays right while it stands. At
 * most `KEPT` images are kept, the oldest stored going first; one that failed
 * is let go at once, so the next reader tries again.
 */
const RENDERING = 2;
const WAITING = 16;
const WAIT_MS = 10_000;
const KEPT = 64;

/** Every render slot taken and the waiting line full, or a wait past its bound. */
export class ImagesBusy extends Error {
  constructor() {
    super("the preview images are busy");
  }
}

let running = 0;
const waiting: { start: () => void; timer: NodeJS.Timeout }[] = [];

function turnTaken(): Promise<void> {
  if (running < RENDERING) {
    running += 1;
    return Promise.resolve();
  }
  if (waiting.length >= WAITING) return Promise.reject(new ImagesBusy());
  return new Promise((resolve, reject) => {
    const entry = {
      start: () => {
        clearTimeout(entry.timer);
        running += 1;
        resolve();
      },
      timer: setTimeout(() => {
        waiting.splice(waiting.indexOf(entry), 1);
        reject(new ImagesBusy());
      }, WAIT_MS),
    };
    waiting.push(entry);
  });
}

function turnDone() {
  running -= 1;
  waiting.shift()?.start();
}

async function drawn(svg: string): Promise<Buffer> {
  await turnTaken();
  try {
    const { default: sharp } = await import("sharp");
    return await sharp(Buffer.from(svg)).png({ compressionLevel: 6 }).toBuffer();
  } finally {
    turnDone();
  }
}

const kept = new Map<string, Promise<Buffer>>();

/** The PNG of a card for an event at its version; `key` names what the card shows besides the version (its kind, language, category or match). */
export function shareImage(event: EventAtVersion, key: string, card: () => ShareCard, rtl: boolean): Promise<Buffer> {
  const id = `${event.id}:${event.version}:${key}`;
  const found = kept.get(id);
  if (found) return found;
  const image = drawn(shareCardSvg(card(), rtl));
  kept.set(id, image);
  if (kept.size > KEPT) kept.delete(kept.keys().next().value!);
  image.catch(() => {
    if (kept.get(id) === image) kept.delete(id);
  });
  return image;
}
