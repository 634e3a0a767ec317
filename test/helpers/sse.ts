/** A server-sent-events response's events (each its raw `field: value` lines), as they come, until it ends. */
export async function* sseEvents(res: Response) {
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let buf = "";
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    buf += decoder.decode(value, { stream: true });
    let i: number;
    while ((i = buf.indexOf("\n\n")) >= 0) {
      yield buf.slice(0, i);
      buf = buf.slice(i + 2);
    }
  }
}
