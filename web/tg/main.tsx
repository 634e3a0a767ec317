import { createRoot } from "react-dom/client";
import { postEvent } from "./bridge.ts";
import { MiniApp } from "./mini-app.tsx";
import { applyTheme } from "./theme.ts";

/** The Mini App entry: a second, small bundle of the SPA served at /tg (no router, no query cache). */
applyTheme();
createRoot(document.getElementById("root")!).render(<MiniApp />);
postEvent("web_app_ready");
postEvent("web_app_expand");
