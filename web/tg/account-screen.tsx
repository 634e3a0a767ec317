import type { Me } from "./api.ts";
import { openLink } from "./bridge.ts";

/** Which web account this Telegram account uses, and how to link one (the dashboard's Connect). */
export function AccountScreen({ me }: { me: Me }) {
  return (
    <section aria-labelledby="account-title">
      <h1 id="account-title">Account</h1>
      {me.telegramAccount ? (
        <div className="card">
          <p>You're signed in with Telegram{me.user.name ? ` as ${me.user.name}` : ""}. No web account is linked.</p>
          <p className="hint">
            Already have a Squawk account on the web? Sign in there, open the dashboard and press Connect: the link it gives you opens this bot and joins the
            two, so your plan and alerts are the same everywhere.
          </p>
          <button type="button" className="button secondary" onClick={() => openLink(`${window.location.origin}/dashboard`)}>
            Open the Squawk website
          </button>
        </div>
      ) : (
        <div className="card">
          <p>
            Linked to your Squawk account <b>{me.user.email}</b>.
          </p>
          <p className="hint">Your plan and alert settings are shared between the website and Telegram.</p>
        </div>
      )}
    </section>
  );
}
