import { PlaceholderPage } from "../layout/placeholder-page.tsx";

/** PLACEHOLDER for the admin work (spec §2, Admin page). */
export default function AdminPage() {
  return <PlaceholderPage title="Admin Dashboard" />;
}
