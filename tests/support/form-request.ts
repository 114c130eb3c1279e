/**
 * A form post as the server's actions receive it: the encoded multipart body
 * arriving in chunks of 64 KB, as React Router's Node adapter streams a
 * request's body. (A Request built from a FormData streams through undici's
 * own reader instead, which on Node 24 throws an unhandled error when the
 * reader is cancelled while a chunk is on its way — what a size bound does.)
 */
export async function formRequest(url: string, form: FormData): Promise<Request> {
  const encoded = new Response(form);
  const bytes = new Uint8Array(await encoded.arrayBuffer());
  let offset = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (offset >= bytes.length) return controller.close();
      controller.enqueue(bytes.subarray(offset, offset + 64 * 1024));
      offset += 64 * 1024;
    },
  });
  return new Request(url, { method: "POST", body, duplex: "half", headers: { "Content-Type": encoded.headers.get("Content-Type")! } } as RequestInit);
}
