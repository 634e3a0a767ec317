import type { Config } from "../config.ts";
import { createArchiveSource } from "./archive.ts";
import { createReplaySource } from "./replay.ts";
import { createRssSource } from "./rss.ts";
import type { Source } from "./source.ts";
import { createTruthSocialSource } from "./truthsocial.ts";

/** The sources named by SOURCES, in failover order. */
export function createSources(config: Config): Source[] {
  const s = config.sources;
  // biome-ignore lint/suspicious/useIterableCallbackReturn: the switch covers every kind (the typecheck says so)
  return s.kinds.map((kind) => {
    switch (kind) {
      case "truthsocial":
        return createTruthSocialSource({ baseUrl: s.truthsocialBaseUrl, account: s.account });
      case "rss":
        return createRssSource({ url: s.rssUrl });
      case "archive":
        return createArchiveSource({ url: s.archiveUrl });
      case "replay":
        return createReplaySource({ file: s.replayFile });
    }
  });
}
