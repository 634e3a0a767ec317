import { minutesText } from "../../lib/public-config.ts";

/**
 * Spec §2 FAQ: five questions, in this order; `delay` is the free tier's delay in minutes and
 * `judge` what judges posts on this server (useJudgeName).
 */
export const faqItems = (delay: number, judge: string) =>
  [
    {
      id: "what",
      question: "What is Squawk?",
      answer: `Squawk watches Donald Trump's posts on Truth Social and judges, with ${judge}, whether each one could move financial markets, with tariffs and trade as the main focus. When a post matters, Squawk sends an alert to Telegram with an impact rating (High, Medium or Low) and a short summary. Free members get alerts ${minutesText(delay)} after they go out; Premium members get them instantly, with the market analysis, trading ideas, sectors and the instruments the post could move.`,
    },
    {
      id: "accuracy",
      question: "How accurate is the analysis?",
      answer: `The analysis is a fast first read by ${judge}, not a prediction. It is good at spotting what a post is about, such as a new tariff, a named company or pressure on the Fed, and at rating how much it could matter. It can still misjudge tone, miss context or overrate a post, and no one can say how markets will react. Read each alert as a prompt to look closer, and always check the source post.`,
    },
    {
      id: "political",
      question: "Is Squawk political?",
      answer:
        "No. Squawk is not affiliated with Truth Social or any political organization, and it takes no side. It follows these posts because they have moved markets, and the analysis looks only at possible market effects, never at whether a policy is good or bad.",
    },
    {
      id: "speed",
      question: "How fast are the notifications?",
      answer: `Squawk checks Truth Social every 10 seconds. A relevant post is analysed and delivered to Premium members within seconds of being detected, so usually well under a minute after it was posted. Free members receive the same alerts ${minutesText(delay)} later. Delivery also depends on Telegram and your device's notification settings.`,
    },
    {
      id: "knowledge",
      question: "Do I need trading knowledge to use Squawk?",
      answer:
        "No. Each alert sums up in plain words what a post says; Premium alerts also explain why it could matter and which sectors and instruments it concerns. Some market background helps you decide what to do with that information. Squawk does not give financial advice: any trading decision, and its risk, is yours.",
    },
  ] as const;
