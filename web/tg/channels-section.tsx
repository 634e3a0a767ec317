import { useEffect, useState } from "react";
import { CHAT_PLATFORMS, type ChatKind, DESTINATIONS_URL, type Destination, platformName, THRESHOLD_LABEL } from "../lib/chat-platforms.ts";
import { api } from "./api.ts";

/** Discord and Slack channels in the Mini App: the dashboard's calls, in the Mini App's look. */
export function ChannelsSection() {
  const [list, setList] = useState<Destination[] | null>(null);
  const [kind, setKind] = useState<ChatKind>(CHAT_PLATFORMS[0].kind);
  const [url, setUrl] = useState("");
  const [threshold, setThreshold] = useState<Destination["threshold"]>("High");
  const [tariffOnly, setTariffOnly] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const load = () =>
    api<{ destinations: Destination[] }>("GET", DESTINATIONS_URL)
      .then((r) => setList(r.destinations))
      .catch((e: Error) => setMessage(e.message));
  // biome-ignore lint/correctness/useExhaustiveDependencies: loads once when the section opens; load is recreated each render
  useEffect(() => void load(), []);

  /** One call, then the list again; the server's message (or `done`) is shown. */
  async function run(call: () => Promise<unknown>, done: string) {
    setBusy(true);
    setMessage(null);
    try {
      await call();
      setMessage(done);
    } catch (e) {
      setMessage((e as Error).message);
    } finally {
      setBusy(false);
      void load();
    }
  }

  const platform = CHAT_PLATFORMS.find((p) => p.kind === kind) ?? CHAT_PLATFORMS[0];
  return (
    <section aria-labelledby="channels-title">
      <h2 id="channels-title">Discord and Slack</h2>
      <p className="hint">Alerts posted to your own Discord or Slack channels (Premium), with their own filters.</p>
      {list?.map((d) => (
        <div key={d.id} className="card" data-testid={`destination-${d.id}`}>
          <div className="row">
            <strong>{platformName(d.kind)}</strong>
            <span className="hint">{d.status}</span>
          </div>
          <div className="mono hint">{d.url}</div>
          <div className="hint">
            {THRESHOLD_LABEL[d.threshold]}
            {d.tariffOnly ? " · tariffs only" : ""}
          </div>
          {d.status === "disabled" && d.disabledReason && <p className="notice">{d.disabledReason}</p>}
          {d.status === "active" && (
            <button
              type="button"
              className="button secondary"
              disabled={busy}
              onClick={() => run(() => api("POST", `${DESTINATIONS_URL}/${d.id}/test`), "✅ Test message sent.")}
            >
              Send test message
            </button>
          )}
          {d.status !== "disabled" && (
            <button
              type="button"
              className="button secondary"
              disabled={busy}
              onClick={() =>
                run(() => api("PATCH", `${DESTINATIONS_URL}/${d.id}`, { paused: d.status !== "paused" }), d.status === "paused" ? "Resumed." : "Paused.")
              }
            >
              {d.status === "paused" ? "Resume" : "Pause"}
            </button>
          )}
          <button
            type="button"
            className="button secondary"
            disabled={busy}
            onClick={() => run(() => api("DELETE", `${DESTINATIONS_URL}/${d.id}`), "Deleted.")}
          >
            Delete
          </button>
        </div>
      ))}
      <form
        className="card"
        onSubmit={(e) => {
          e.preventDefault();
          void run(
            () => api("POST", DESTINATIONS_URL, { kind, url: url.trim(), threshold, tariffOnly }).then(() => setUrl("")),
            `✅ ${platform.name} channel added.`,
          );
        }}
      >
        <label className="option">
          Platform
          <select value={kind} onChange={(e) => setKind(e.target.value as ChatKind)}>
            {CHAT_PLATFORMS.map((p) => (
              <option key={p.kind} value={p.kind}>
                {p.name}
              </option>
            ))}
          </select>
        </label>
        <input className="card" aria-label="Channel URL" placeholder={platform.placeholder} value={url} onChange={(e) => setUrl(e.target.value)} />
        <label className="option">
          Alerts
          <select value={threshold} onChange={(e) => setThreshold(e.target.value as Destination["threshold"])}>
            {Object.entries(THRESHOLD_LABEL).map(([v, label]) => (
              <option key={v} value={v}>
                {label}
              </option>
            ))}
          </select>
        </label>
        <label className="option">
          <input type="checkbox" checked={tariffOnly} onChange={(e) => setTariffOnly(e.target.checked)} /> Only tariff alerts
        </label>
        <button type="submit" className="button" disabled={busy || url.trim() === ""}>
          Add channel
        </button>
      </form>
      {message && (
        <p className="notice" role="status">
          {message}
        </p>
      )}
    </section>
  );
}
