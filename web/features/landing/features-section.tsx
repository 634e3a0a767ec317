import { BellRing, BrainCircuit, Gauge, Radar, Send, Target } from "lucide-react";
import type { LucideIcon } from "lucide-react";
import { useJudgeName } from "../../lib/public-config.ts";
import { SectionHeading } from "./section-heading.tsx";

const features = (judge: string): { icon: LucideIcon; title: string; text: string }[] => [
  {
    icon: Radar,
    title: "Real-time monitoring",
    text: "Truth Social is checked every 10 seconds, around the clock, so a post is picked up moments after it appears.",
  },
  { icon: BrainCircuit, title: "Market analysis", text: `Each post is judged by ${judge}: whether it matters to markets, and why, in plain words.` },
  { icon: Gauge, title: "Impact ratings", text: "Every alert is rated High, Medium or Low impact, so you know at a glance which posts deserve attention." },
  { icon: Target, title: "Tariff focus", text: "Tariffs, trade deals and sanctions get extra scrutiny, with the sectors and tickers most exposed." },
  { icon: Send, title: "Telegram delivery", text: "Alerts arrive as Telegram messages on your phone and desktop. No app to install, no inbox to check." },
  { icon: BellRing, title: "Only what matters", text: "Posts with no market relevance are filtered out, so your notifications stay worth reading." },
];

export function FeaturesSection() {
  const judge = useJudgeName();
  return (
    <section id="features" aria-labelledby="features-title" className="py-20 md:py-28">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading id="features-title" eyebrow="Features" title="Everything you need to trade the headlines">
          Market-moving posts can shift prices within minutes. Squawk makes sure you hear about them first, with context.
        </SectionHeading>
        <ul className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {features(judge).map(({ icon: Icon, title, text }) => (
            <li key={title} className="rounded-xl border bg-card p-6 shadow-sm transition-shadow hover:shadow-md">
              <span className="flex size-11 items-center justify-center rounded-lg bg-primary/10 text-primary">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <h3 className="mt-5 text-base font-semibold">{title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
