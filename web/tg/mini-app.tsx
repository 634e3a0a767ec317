import { useEffect, useState } from "react";
import { AccountScreen } from "./account-screen.tsx";
import { AlertDetail } from "./alert-detail.tsx";
import { AlertsScreen } from "./alerts-screen.tsx";
import { api, whenSignedOut, type AlertView, type Me } from "./api.ts";
import { initData, on, setBackButton } from "./bridge.ts";
import { OutsideTelegram } from "./outside-telegram.tsx";
import { PlanScreen } from "./plan-screen.tsx";
import { SettingsScreen } from "./settings-screen.tsx";

const TABS = [
  { id: "alerts", label: "Alerts" },
  { id: "settings", label: "Settings" },
  { id: "plan", label: "Plan" },
  { id: "account", label: "Account" },
] as const;
type Tab = (typeof TABS)[number]["id"];

/** Signs in with Telegram's init data, then shows one screen at a time; Telegram's back button goes back. */
export function MiniApp() {
  const [me, setMe] = useState<Me | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [tab, setTab] = useState<Tab>("alerts");
  const [detail, setDetail] = useState<AlertView | null>(null);

  const signIn = () =>
    api<Me>("POST", "/api/telegram/miniapp/auth", { initData }, false)
      .then((m) => {
        setMe(m);
        setError(null);
      })
      .catch((e: Error) => setError(e.message));

  // biome-ignore lint/correctness/useExhaustiveDependencies: signs in once per launch; signIn is recreated each render
  useEffect(() => {
    if (initData) void signIn().then(() => whenSignedOut(signIn));
  }, []);

  const canGoBack = detail !== null || tab !== "alerts";
  useEffect(() => {
    setBackButton(canGoBack);
    return on("back_button_pressed", () => (detail ? setDetail(null) : setTab("alerts")));
  }, [canGoBack, detail]);

  if (!initData) return <OutsideTelegram />;
  if (error)
    return (
      <p className="notice center" role="alert">
        {error}
      </p>
    );
  if (!me) return <p className="hint center">Signing in with Telegram…</p>;

  return (
    <div className="app">
      <main>
        {detail ? (
          <AlertDetail alert={detail} onUpgrade={() => (setDetail(null), setTab("plan"))} />
        ) : tab === "alerts" ? (
          <AlertsScreen onOpen={setDetail} onUpgrade={() => setTab("plan")} />
        ) : tab === "settings" ? (
          <SettingsScreen />
        ) : tab === "plan" ? (
          <PlanScreen onChange={signIn} />
        ) : (
          <AccountScreen me={me} />
        )}
      </main>
      {!detail && (
        <nav className="tabs" aria-label="Screens">
          {TABS.map((t) => (
            <button key={t.id} type="button" aria-current={t.id === tab ? "page" : undefined} onClick={() => setTab(t.id)}>
              {t.label}
            </button>
          ))}
        </nav>
      )}
    </div>
  );
}
