import { useEffect, useState } from "react";
import { api, type Preferences, type Threshold } from "./api.ts";
import { ChannelsSection } from "./channels-section.tsx";

// The bot's /alerts choices, in its words (src/telegram/conversations/alerts.ts).
const LEVELS: { value: Threshold; label: string }[] = [
  { value: "High", label: "High impact only" },
  { value: "Medium", label: "High and Medium impact" },
  { value: "All", label: "All alerts (High, Medium and Low)" },
];

/** The /alerts settings, saved where the bot saves them. */
export function SettingsScreen() {
  const [prefs, setPrefs] = useState<Preferences | null>(null);
  const [threshold, setThreshold] = useState<Threshold>("All");
  const [tariffOnly, setTariffOnly] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    api<Preferences>("GET", "/api/telegram/preferences")
      .then((p) => {
        setPrefs(p);
        setThreshold(p.threshold);
        setTariffOnly(p.tariffOnly);
      })
      .catch((e: Error) => setMessage(e.message));
  }, []);

  async function save() {
    setBusy(true);
    setMessage(null);
    try {
      const p = await api<Preferences>("POST", "/api/telegram/preferences", { threshold, tariffOnly });
      setPrefs(p);
      setMessage(`✅ Saved. You'll get: ${p.description}.`);
    } catch (e) {
      setMessage((e as Error).message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby="settings-title">
      <h1 id="settings-title">Alert settings</h1>
      {prefs && (
        <p className="hint">
          Now: {prefs.description}.{prefs.status !== "active" && " Alerts are paused: send /resume to the bot."}
        </p>
      )}
      <fieldset className="card">
        <legend>Which alerts do you want?</legend>
        {LEVELS.map((l) => (
          <label key={l.value} className="option">
            <input type="radio" name="threshold" value={l.value} checked={threshold === l.value} onChange={() => setThreshold(l.value)} />
            {l.label}
          </label>
        ))}
      </fieldset>
      <fieldset className="card">
        <legend>Only tariff-related posts?</legend>
        <label className="option">
          <input type="radio" name="topics" checked={tariffOnly} onChange={() => setTariffOnly(true)} /> Tariffs only
        </label>
        <label className="option">
          <input type="radio" name="topics" checked={!tariffOnly} onChange={() => setTariffOnly(false)} /> Every topic
        </label>
      </fieldset>
      <button type="button" className="button" disabled={!prefs || busy} onClick={save}>
        {busy ? "Saving…" : "Save"}
      </button>
      {message && (
        <p className="notice" role="status">
          {message}
        </p>
      )}
      <ChannelsSection />
    </section>
  );
}
