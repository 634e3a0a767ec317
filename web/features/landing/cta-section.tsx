import { Button } from "../../components/ui/button.tsx";
import { scrollToSection } from "../../lib/scroll.ts";
import { useGatedActions } from "../auth/use-gated-actions.ts";

export function CtaSection() {
  const { startFree } = useGatedActions();
  return (
    <section aria-labelledby="cta-title" className="bg-primary py-20 text-primary-foreground">
      <div className="mx-auto max-w-3xl px-4 text-center sm:px-6">
        <h2 id="cta-title" className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
          Never miss a market-moving post again
        </h2>
        <p className="mt-4 text-lg text-primary-foreground/80">
          Get Truth Social posts rated for market impact and delivered to Telegram within seconds. Free to start.
        </p>
        <div className="mt-10 flex flex-col justify-center gap-3 sm:flex-row">
          <Button size="lg" variant="inverse" onClick={startFree}>
            Get Started Free
          </Button>
          <Button size="lg" variant="outline-inverse" onClick={() => scrollToSection("features")}>
            Learn More
          </Button>
        </div>
      </div>
    </section>
  );
}
