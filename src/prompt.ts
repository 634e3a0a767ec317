/**
 * Asks for a secret on the terminal without echoing it (raw mode, one key at a time).
 * Enter ends it, Backspace takes the last character back, Ctrl-C or Ctrl-D gives up (null).
 */
export function promptHidden(question: string): Promise<string | null> {
  const stdin = process.stdin;
  return new Promise((resolve) => {
    let value = "";
    const finish = (result: string | null) => {
      stdin.off("data", onData);
      stdin.setRawMode(false);
      stdin.pause();
      process.stderr.write("\n");
      resolve(result);
    };
    const onData = (chunk: Buffer) => {
      for (const ch of chunk.toString("utf8")) {
        if (ch === "\r" || ch === "\n") return finish(value);
        if (ch === "\u0003" || ch === "\u0004") return finish(null);
        if (ch === "\u007f" || ch === "\b") value = value.slice(0, -1);
        else if (ch >= " ") value += ch;
      }
    };
    // Echo off before the question shows, so nothing typed after it is ever echoed.
    stdin.setRawMode(true);
    stdin.resume();
    stdin.on("data", onData);
    process.stderr.write(question);
  });
}
