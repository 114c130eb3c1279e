/** What an embed posts to the page around its frame: its content's height in CSS pixels (spectator-script.tsx). */
export const embedHeightMessage = "laga:embed-height";

/**
 * The script a club's page loads beside an embed's frame (`/embed.js`,
 * server/embed-script.ts; the snippets staff copy include it). It sets each
 * frame of Laga's embeds to the height the embed posts on load, on a resize
 * and after every live change, so the host page shows the whole table with no
 * scroll bar inside the frame. It believes a message only from the origin it
 * was loaded from, only of the expected shape and a sane height, and only for
 * the frame whose page sent it. Loaded twice (two snippets on one page), it
 * listens once.
 *
 * The file is this function's source, called with the script's own address,
 * so it must stand alone: no imports, no values from outside its body.
 */
export function sizeEmbedFrames(scriptAddress: string, messageType: string) {
  const origin = new URL(scriptAddress).origin;
  const host = window as Window & { lagaEmbedOrigins?: string[] };
  const origins = (host.lagaEmbedOrigins ??= []);
  if (origins.includes(origin)) return;
  origins.push(origin);
  window.addEventListener("message", (event) => {
    if (event.origin !== origin) return;
    const data: unknown = event.data;
    if (typeof data !== "object" || data === null || (data as { type?: unknown }).type !== messageType) return;
    const height = (data as { height?: unknown }).height;
    if (typeof height !== "number" || !Number.isFinite(height) || height < 1 || height > 100_000) return;
    for (const frame of document.querySelectorAll("iframe")) {
      if (frame.contentWindow === event.source) frame.style.height = `${Math.ceil(height)}px`;
    }
  });
}

/** The text of `/embed.js`: the function above, called with the address the host page loaded it from. */
export const embedHostScript = `(${sizeEmbedFrames.toString()})(document.currentScript.src, ${JSON.stringify(embedHeightMessage)});\n`;
