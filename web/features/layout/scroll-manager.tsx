import { useEffect } from "react";
import { useLocation } from "react-router";
import { scrollToSection } from "../../lib/scroll.ts";

/**
 * BrowserRouter neither scrolls to #anchors nor back to the top on navigation; this does both.
 * Keyed on location.key so clicking "Features" twice scrolls twice (a same-URL link click is
 * a replace navigation with a fresh key). The target may render a frame late (a page still
 * loading), so it is looked for for up to a second.
 */
export function ScrollManager() {
  const { key, pathname, hash } = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: scrolls on every navigation, which the location key and path mark
  useEffect(() => {
    if (!hash) {
      window.scrollTo({ top: 0, left: 0, behavior: "instant" });
      return;
    }
    const id = decodeURIComponent(hash.slice(1));
    let frame = 0;
    const deadline = performance.now() + 1000;
    const attempt = () => {
      if (scrollToSection(id) || performance.now() > deadline) return;
      frame = requestAnimationFrame(attempt);
    };
    attempt();
    return () => cancelAnimationFrame(frame);
  }, [key, pathname, hash]);

  return null;
}
