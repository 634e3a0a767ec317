import type { Browser } from "playwright-core";
import { launchBrowser } from "./browser.ts";

/**
 * Typed letters rendered to PNG by the browser the e2e tests already use, so the OCR tests
 * read real pixels (anti-aliased text, a letterhead, a signature line) without any image
 * committed to the repository. One page is 850 px wide, about a letter page at 100 dpi.
 */
export const JAPAN_LETTER = {
  heading: "THE WHITE HOUSE\nWASHINGTON",
  salutation: "Dear Mr. Prime Minister:",
  paragraphs: [
    "It is my Great Honor to send you this letter in that it demonstrates the strength and commitment of our Trading Relationship.",
    "Starting August 1, 2025, we will charge Japan a Tariff of 25% on all Japanese products sent into the United States, separate from all Sectoral Tariffs.",
    "Goods transshipped to evade a higher Tariff will be subject to that higher Tariff. If Japan decides to open its heretofore closed Trading Markets to the United States, we will perhaps consider an adjustment to this letter.",
    "These Tariffs may be modified, upward or downward, depending on our relationship with your Country. You will never be disappointed with the United States of America.",
  ],
  closing: "With Best Regards,\nPresident of the United States",
};

export type Letter = typeof JAPAN_LETTER;

/** The words of a letter as a reader would type them out, one paragraph a line. */
export function letterText(l: Letter) {
  return [l.heading, l.salutation, ...l.paragraphs, l.closing].join("\n");
}

function escapeText(s: string) {
  return s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/\n/g, "<br>");
}

/** A scanned look: off-white paper, grey ink, a slight tilt and blur (as a photographed letter). */
const SCANNED = "background:#f4f1e8;color:#333;transform:rotate(0.6deg);filter:blur(0.35px)";

function letterHtml(l: Letter, scanned = false) {
  return `<!doctype html><html><body style="margin:0;background:${scanned ? "#f4f1e8" : "#fff"}">
<div id="page" style="width:850px;padding:60px 80px;box-sizing:border-box;font:17px/1.5 'DejaVu Serif',serif;color:#111;${scanned ? SCANNED : ""}">
<p style="text-align:center;font-weight:bold;letter-spacing:2px">${escapeText(l.heading)}</p>
<p>${escapeText(l.salutation)}</p>
${l.paragraphs.map((p) => `<p>${escapeText(p)}</p>`).join("\n")}
<p>${escapeText(l.closing)}</p>
</div></body></html>`;
}

/** Renders letters with one browser; call close() when done. */
export async function letterPrinter() {
  const browser: Browser = await launchBrowser();
  const context = await browser.newContext({ viewport: { width: 850, height: 1100 } });
  const page = await context.newPage();
  return {
    async png(l: Letter): Promise<Uint8Array> {
      await page.setContent(letterHtml(l));
      return new Uint8Array(await page.locator("#page").screenshot({ type: "png" }));
    },
    async jpeg(l: Letter): Promise<Uint8Array> {
      await page.setContent(letterHtml(l));
      return new Uint8Array(await page.locator("#page").screenshot({ type: "jpeg", quality: 85 }));
    },
    /** The letter as a slightly tilted, blurred scan on off-white paper, saved as a lossy JPEG. */
    async scan(l: Letter): Promise<Uint8Array> {
      await page.setContent(letterHtml(l, true));
      return new Uint8Array(await page.screenshot({ type: "jpeg", quality: 70, fullPage: true }));
    },
    close: () => browser.close(),
  };
}
