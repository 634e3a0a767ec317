import { ArrowRight, Send } from "lucide-react";
import { Button } from "../../components/ui/button.tsx";
import { useGatedActions } from "../auth/use-gated-actions.ts";
import { usePremiumEnabled } from "../billing/billing-api.ts";
import { useJudgeName } from "../../lib/public-config.ts";
import { TelegramPreview } from "./telegram-preview.tsx";

export function HeroSection() {
  const { joinBot, startFree } = useGatedActions();
  const premiumEnabled = usePremiumEnabled();
  const judge = useJudgeName();
  return (
    <section aria-labelledby="hero-title" className="relative overflow-hidden bg-slate-950 text-white">
      {/* Soft colour glows; decorative only. */}
      <div aria-hidden="true" className="pointer-events-none absolute inset-0">
        <div className="absolute -top-40 left-1/2 h-[36rem] w-[36rem] -translate-x-1/2 rounded-full bg-primary/30 blur-3xl" />
        <div className="absolute right-0 -bottom-40 h-80 w-80 rounded-full bg-sky-500/20 blur-3xl" />
      </div>
      <div className="relative mx-auto grid max-w-6xl items-center gap-12 px-4 py-20 sm:px-6 md:py-28 lg:grid-cols-[1.15fr_1fr]">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full border border-white/15 bg-white/5 px-3 py-1 text-xs font-medium text-slate-200">
            <span className="relative flex size-2">
              <span className="absolute inline-flex size-full animate-ping rounded-full bg-emerald-400 opacity-75 motion-reduce:hidden" />
              <span className="relative inline-flex size-2 rounded-full bg-emerald-400" />
            </span>
            Checking Truth Social every 10 seconds
          </p>
          <h1 id="hero-title" className="mt-6 text-4xl font-bold tracking-tight text-balance sm:text-5xl lg:text-6xl">
            Instant market alerts from Trump's Truth Social posts
          </h1>
          <p className="mt-6 max-w-xl text-lg leading-relaxed text-slate-300">
            Squawk reads every post the moment it lands, judges its market impact with {judge}, tariffs above all,
            and sends what matters straight to your Telegram.
          </p>
          <div className="mt-10 flex flex-col gap-3 sm:flex-row">
            <Button size="lg" onClick={joinBot}>
              <Send aria-hidden="true" /> Join the Telegram Bot
            </Button>
            <Button size="lg" variant="outline-inverse" onClick={startFree}>
              Sign Up Free <ArrowRight aria-hidden="true" />
            </Button>
          </div>
          <p className="mt-4 text-sm text-slate-400">
            {premiumEnabled ? "Free forever plan. Premium is $5/month for instant alerts." : "Free forever plan."}
          </p>
        </div>
        <TelegramPreview />
      </div>
    </section>
  );
}
