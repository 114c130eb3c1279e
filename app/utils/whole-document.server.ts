import type { ReactNode } from "react";
import { renderToPipeableStream } from "react-dom/server";
import { Writable } from "node:stream";

type WholeDocument = {
  /** The rendered HTML, every chunk React wrote, as one buffer. */
  body: Buffer<ArrayBuffer>;
  /** A part of the page failed while it was rendered (its error went to `onError`); the page should answer 500. */
  failed: boolean;
};

/**
 * Renders a page to the end, waiting for everything it suspends on, and
 * answers it as one buffer. A render still unfinished after `deadlineMs` is
 * aborted: what is left renders as its fallback and the page is answered.
 *
 * The deadline's timer is cleared as soon as the page is made. A pending
 * timer holds the whole render (its tree, its rows, its chunks) until it
 * fires: left running, the back office's renders of the last few seconds
 * were all still in memory under load.
 */
export function renderWholeDocument(page: ReactNode, { nonce, deadlineMs, onError }: { nonce?: string; deadlineMs: number; onError: (error: unknown, rendered: boolean) => void }) {
  return new Promise<WholeDocument>((resolve, reject) => {
    let rendered = false;
    let failed = false;
    const deadline = setTimeout(() => abort(new Error(`the page was not ready within ${deadlineMs} ms`)), deadlineMs);
    const { pipe, abort } = renderToPipeableStream(page, {
      nonce,
      onAllReady() {
        rendered = true;
        const chunks: Buffer[] = [];
        const document = new Writable({
          write(chunk: Buffer, _encoding, done) {
            chunks.push(chunk);
            done();
          },
        });
        document.on("finish", () => {
          clearTimeout(deadline);
          resolve({ body: Buffer.concat(chunks), failed });
        });
        pipe(document);
      },
      onShellError(error: unknown) {
        clearTimeout(deadline);
        reject(error);
      },
      onError(error: unknown) {
        failed = true;
        onError(error, rendered);
      },
    });
  });
}
