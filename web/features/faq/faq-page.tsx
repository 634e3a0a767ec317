import { Link } from "react-router";
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "../../components/ui/accordion.tsx";
import { buttonVariants } from "../../components/ui/button.tsx";
import { PageFrame } from "../layout/page-frame.tsx";
import { useFreeDelayMinutes, useJudgeName } from "../../lib/public-config.ts";
import { faqItems } from "./faq-items.ts";

export default function FaqPage() {
  const delay = useFreeDelayMinutes();
  const judge = useJudgeName();
  return (
    <PageFrame>
      <section aria-labelledby="faq-title" className="mx-auto max-w-3xl px-4 py-16 sm:px-6 md:py-24">
        <div className="text-center">
          <p className="text-sm font-semibold tracking-wide text-primary uppercase">FAQ</p>
          <h1 id="faq-title" className="mt-3 text-3xl font-bold tracking-tight sm:text-4xl">
            Frequently Asked Questions
          </h1>
          <p className="mt-4 text-lg text-muted-foreground">What Squawk does, how it works and what to expect from it.</p>
        </div>
        {/* Spec §2: one answer open at a time, and the open one can be closed again. */}
        <Accordion type="single" collapsible className="mt-12 rounded-xl border bg-card px-6 shadow-sm">
          {faqItems(delay, judge).map((item) => (
            <AccordionItem key={item.id} value={item.id}>
              <AccordionTrigger>{item.question}</AccordionTrigger>
              <AccordionContent>{item.answer}</AccordionContent>
            </AccordionItem>
          ))}
        </Accordion>
        <div className="mt-12 text-center">
          <p className="text-muted-foreground">Still curious? See what an alert looks like.</p>
          <Link to={{ pathname: "/", hash: "#sample-alerts" }} className={buttonVariants({ variant: "outline", className: "mt-4" })}>
            View sample alerts
          </Link>
          <p className="mt-6 text-muted-foreground">
            Did the market move after past alerts?{" "}
            <Link to="/track-record" className="font-medium text-primary underline">
              See the track record
            </Link>
            .
          </p>
        </div>
      </section>
    </PageFrame>
  );
}
