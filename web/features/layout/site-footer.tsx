import type { ReactNode } from "react";
import { Link } from "react-router";
import { Logo } from "./logo.tsx";
import { usePublicConfig } from "../../lib/public-config.ts";
import { socialLinks } from "./nav-links.ts";
import { SectionLink } from "./section-link.tsx";

const linkClass =
  "rounded-sm text-sm text-slate-400 transition-colors hover:text-white focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring";

function External({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={linkClass}>
      {children}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}

function Column({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <h2 className="text-sm font-semibold text-white">{title}</h2>
      <ul className="mt-4 space-y-3">{children}</ul>
    </div>
  );
}

export function SiteFooter() {
  const social = usePublicConfig().data?.social;
  const connect = socialLinks.flatMap((l) => (social?.[l.key] ? [{ label: l.label, href: social[l.key]! }] : []));
  return (
    <footer className="bg-slate-950 text-slate-300">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-[2fr_3fr]">
        <div className="max-w-sm">
          <Logo tone="light" />
          <p className="mt-4 text-sm leading-relaxed text-slate-400">
            Real-time market insights based on posts from Truth Social, which could affect trading decisions.
          </p>
        </div>
        <nav aria-label="Footer" className="grid grid-cols-2 gap-8 sm:grid-cols-3">
          <Column title="Company">
            <li>
              <SectionLink id="about" className={linkClass}>
                About Us
              </SectionLink>
            </li>
            <li>
              <Link to="/privacy" className={linkClass}>
                Privacy Policy
              </Link>
            </li>
            <li>
              <Link to="/terms" className={linkClass}>
                Terms of Service
              </Link>
            </li>
          </Column>
          <Column title="Resources">
            <li>
              <Link to="/faq" className={linkClass}>
                FAQ
              </Link>
            </li>
          </Column>
          {connect.length > 0 && (
            <Column title="Connect">
              {connect.map((l) => (
                <li key={l.label}>
                  <External href={l.href}>{l.label}</External>
                </li>
              ))}
            </Column>
          )}
        </nav>
      </div>
      <div className="border-t border-slate-800">
        <div className="mx-auto flex max-w-6xl flex-col gap-2 px-4 py-6 text-xs text-slate-500 sm:px-6 md:flex-row md:justify-between">
          <p>© {new Date().getFullYear()} Squawk. Not financial advice.</p>
          <p>Squawk is not affiliated with Truth Social or any political organization.</p>
        </div>
      </div>
    </footer>
  );
}
