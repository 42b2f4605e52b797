// A request's body read with limits: kept up to `keep` bytes, read (and
// dropped) up to `drainUpTo` so the sender can take a clean answer, then cut.
/** The bytes kept (none once over `keep`) and how many were sent, as far as read. */
export async function bodyBytes(request: Request, { keep, drainUpTo = keep }: { keep: number; drainUpTo?: number }): Promise<{ bytes: Buffer; size: number }> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (request.body) {
    const reader = request.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size <= keep) chunks.push(value);
      else if (size > drainUpTo) {
        await reader.cancel();
        break;
      }
    }
  }
  return { bytes: size <= keep ? Buffer.concat(chunks) : Buffer.alloc(0), size };
}
