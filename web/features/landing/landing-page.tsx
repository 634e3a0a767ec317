import { PageFrame } from "../layout/page-frame.tsx";
import { AboutSection } from "./about-section.tsx";
import { CtaSection } from "./cta-section.tsx";
import { FeaturesSection } from "./features-section.tsx";
import { HeroSection } from "./hero-section.tsx";
import { HowItWorksSection } from "./how-it-works-section.tsx";
import { PricingSection } from "./pricing-section.tsx";
import { SampleAlertsSection } from "./sample-alerts-section.tsx";

export default function LandingPage() {
  return (
    <PageFrame>
      <HeroSection />
      <FeaturesSection />
      <HowItWorksSection />
      <SampleAlertsSection />
      <PricingSection />
      <AboutSection />
      <CtaSection />
    </PageFrame>
  );
}
