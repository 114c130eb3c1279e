/** Reads a stream until `text` arrives; one read stays in flight across calls, so no chunk is lost to a timeout. Returns all read so far. */
export function streamReader(reader: ReadableStreamDefaultReader<Uint8Array>) {
  const decoder = new TextDecoder();
  let received = "";
  let pending: ReturnType<typeof reader.read> | null = null;
  return async (text: string, timeoutMs: number) => {
    const deadline = Date.now() + timeoutMs;
    while (!received.includes(text)) {
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no "${text}" within ${timeoutMs} ms; got ${JSON.stringify(received)}`);
      pending ??= reader.read();
      const chunk = await Promise.race([pending, new Promise<null>((resolve) => setTimeout(() => resolve(null), left))]);
      if (!chunk) continue;
      pending = null;
      if (!chunk.done) received += decoder.decode(chunk.value);
    }
    return received;
  };
}
