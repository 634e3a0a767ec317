import { BrainCircuit, Radar, Send, UserPlus } from "lucide-react";
import type { LucideIcon } from "lucide-react";
import { minutesText, useFreeDelayMinutes, useJudgeName } from "../../lib/public-config.ts";
import { SectionHeading } from "./section-heading.tsx";

const steps = (delay: number, judge: string): { icon: LucideIcon; title: string; text: string }[] => [
  { icon: UserPlus, title: "Sign up and connect Telegram", text: "Create a free account and open the Squawk bot in Telegram with one tap." },
  { icon: Radar, title: "We check Truth Social every 10 seconds", text: "New posts from @realDonaldTrump are picked up moments after they are published." },
  {
    icon: BrainCircuit,
    title: "Each post is judged for market impact",
    text: `Judged by ${judge}: each post is rated High, Medium or Low impact, with the sectors and tickers it could move.`,
  },
  {
    icon: Send,
    title: "You get a Telegram alert",
    text: `Relevant posts arrive with a summary, ${minutesText(delay)} later on Free; Premium gets them instantly, with the full analysis.`,
  },
];

export function HowItWorksSection() {
  const delay = useFreeDelayMinutes();
  const judge = useJudgeName();
  return (
    <section id="how-it-works" aria-labelledby="how-title" className="border-y bg-muted/50 py-20 md:py-28">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading id="how-title" eyebrow="How It Works" title="From post to alert in seconds">
          No feeds to refresh and no noise to sift through. Squawk watches so you don't have to.
        </SectionHeading>
        <ol className="mt-14 grid gap-6 md:grid-cols-2 lg:grid-cols-4">
          {steps(delay, judge).map(({ icon: Icon, title, text }, i) => (
            <li key={title} className="relative rounded-xl border bg-card p-6 shadow-sm">
              <div className="flex items-center justify-between">
                <span className="flex size-11 items-center justify-center rounded-full bg-primary text-primary-foreground">
                  <Icon className="size-5" aria-hidden="true" />
                </span>
                <span className="text-4xl font-bold text-primary/15" aria-hidden="true">
                  {i + 1}
                </span>
              </div>
              <h3 className="mt-5 text-base font-semibold">
                <span className="sr-only">Step {i + 1}: </span>
                {title}
              </h3>
              <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
