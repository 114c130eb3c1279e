import QRCode from "qrcode";

/**
 * QR codes of Laga's links (an event's public page, a scorer link), made one
 * way: error correction level M, which survives a smudged or creased print,
 * and the quiet zone of four modules the standard asks for, so a code printed
 * on a poster is found against whatever surrounds it.
 */
const options = { margin: 4, errorCorrectionLevel: "M" } as const;

/** The code as SVG, which prints sharp at any size. */
export function qrSvg(text: string): Promise<string> {
  return QRCode.toString(text, { ...options, type: "svg" });
}

/** The code as a PNG `width` pixels wide: 1024 is sharp on an A4 poster. */
export function qrPng(text: string, width = 1024): Promise<Buffer> {
  return QRCode.toBuffer(text, { ...options, type: "png", width });
}

/** The code as a `data:` URL, for a page that shows a link's code without a route of its own (a scorer link, shown once). */
export async function qrDataUrl(text: string, type: "svg" | "png"): Promise<string> {
  const bytes = type === "svg" ? Buffer.from(await qrSvg(text)) : await qrPng(text);
  return `data:image/${type === "svg" ? "svg+xml" : "png"};base64,${bytes.toString("base64")}`;
}

/**
 * The address an event's code leads to: its landing page at the origin the
 * request is answered as (BASE_URL when set, else the checked Host header;
 * server/origin.ts), under the event's current slug.
 */
export function eventPageUrl(request: Request, slug: string): string {
  return `${new URL(request.url).origin}/live-event/${encodeURIComponent(slug)}`;
}
