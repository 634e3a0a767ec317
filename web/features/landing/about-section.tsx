import { minutesText, useFreeDelayMinutes, useJudgeName } from "../../lib/public-config.ts";
import { SectionHeading } from "./section-heading.tsx";

/**
 * The footer's "About Us" target. Only what is true of every installation: what the software
 * does, who runs this one, what it is not. No team, history or figures: none are known here.
 */
export function AboutSection() {
  const judge = useJudgeName();
  const delay = useFreeDelayMinutes();
  return (
    <section id="about" aria-labelledby="about-title" className="border-t py-20 md:py-28">
      <div className="mx-auto max-w-3xl px-4 sm:px-6">
        <SectionHeading id="about-title" eyebrow="About Us" title="About Squawk" />
        <div className="mt-10 space-y-4 text-base leading-relaxed text-muted-foreground">
          <p>
            Squawk watches Donald Trump's posts on Truth Social and judges each one for what it could mean to markets, tariffs above all, with {judge}. The
            posts that matter go out as alerts: to Premium at once, to Free {minutesText(delay)} later.
          </p>
          <p>Squawk is open-source software under the MIT licence; this site is one installation of it, run by its own operator.</p>
          <p>Squawk is not affiliated with Truth Social or any political organization. Its alerts are information, not financial advice.</p>
        </div>
      </div>
    </section>
  );
}
