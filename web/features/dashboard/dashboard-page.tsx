import { PlaceholderPage } from "../layout/placeholder-page.tsx";

/** PLACEHOLDER for the dashboard work (spec §2, Dashboard). */
export default function DashboardPage() {
  return <PlaceholderPage title="Dashboard" />;
}
