import { PlaceholderPage } from "../layout/placeholder-page.tsx";

/** PLACEHOLDER for the billing work: /subscribe and /subscription-success (spec §2, Subscribe page). */
export default function SubscribePage() {
  return <PlaceholderPage title="Upgrade to Premium" />;
}
