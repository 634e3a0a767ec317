import { ArrowRight, Send } from "lucide-react";
import { Button } from "../../components/ui/button.tsx";
import { useGatedActions } from "../auth/use-gated-actions.ts";
import { useAuth } from "../auth/auth-state.ts";
import { Link } from "react-router";
import { usePremiumEnabled } from "../billing/billing-api.ts";
import { useJudgeName } from "../../lib/public-config.ts";
import { TelegramPreview } from "./telegram-preview.tsx";
import { PollStatusBadge } from "../status/poll-status-badge.tsx";

export function HeroSection() {
  const { joinBot, startFree } = useGatedActions();
  const premiumEnabled = usePremiumEnabled();
  const { user } = useAuth();
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
          <PollStatusBadge className="border-white/15 bg-white/5 text-slate-200" />
          <h1 id="hero-title" className="mt-6 text-4xl font-bold tracking-tight text-balance sm:text-5xl lg:text-6xl">
            Instant market alerts from Trump's Truth Social posts
          </h1>
          <p className="mt-6 max-w-xl text-lg leading-relaxed text-slate-300">
            Squawk reads every post the moment it lands, judges its market impact with {judge}, tariffs above all, and sends what matters straight to your
            Telegram.
          </p>
          <div className="mt-10 flex flex-col gap-3 sm:flex-row">
            <Button size="lg" onClick={joinBot}>
              <Send aria-hidden="true" /> Join the Telegram Bot
            </Button>
            {user ? (
              <Button size="lg" variant="outline-inverse" asChild>
                <Link to="/dashboard">
                  Open your dashboard <ArrowRight aria-hidden="true" />
                </Link>
              </Button>
            ) : (
              <Button size="lg" variant="outline-inverse" onClick={startFree}>
                Sign Up Free <ArrowRight aria-hidden="true" />
              </Button>
            )}
          </div>
          <p className="mt-4 text-sm text-slate-400">{premiumEnabled ? "Free forever plan. Premium is $5/month for instant alerts." : "Free forever plan."}</p>
        </div>
        <TelegramPreview />
      </div>
    </section>
  );
}
