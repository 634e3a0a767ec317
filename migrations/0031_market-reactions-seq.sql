PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_market_reactions` (
	`seq` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`alert_id` integer NOT NULL,
	`symbol` text NOT NULL,
	`horizon` text NOT NULL,
	`status` text NOT NULL,
	`reason` text,
	`from_price` real,
	`from_at` integer,
	`to_price` real,
	`to_at` integer,
	`pct` real,
	`agreement` text,
	`abnormal_pct` real,
	`market_pct` real,
	`market_ref` text,
	`granularity` text NOT NULL,
	`fetched_at` integer NOT NULL,
	FOREIGN KEY (`alert_id`) REFERENCES `alerts`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
-- seq takes each row's rowid, the cursor it replaces: rows keep their order, and a stream's cursor stays valid.
INSERT INTO `__new_market_reactions`("seq", "alert_id", "symbol", "horizon", "status", "reason", "from_price", "from_at", "to_price", "to_at", "pct", "agreement", "abnormal_pct", "market_pct", "market_ref", "granularity", "fetched_at") SELECT rowid, "alert_id", "symbol", "horizon", "status", "reason", "from_price", "from_at", "to_price", "to_at", "pct", "agreement", "abnormal_pct", "market_pct", "market_ref", "granularity", "fetched_at" FROM `market_reactions` ORDER BY rowid;--> statement-breakpoint
DROP TABLE `market_reactions`;--> statement-breakpoint
ALTER TABLE `__new_market_reactions` RENAME TO `market_reactions`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
CREATE UNIQUE INDEX `market_reactions_alert_symbol_horizon_idx` ON `market_reactions` (`alert_id`,`symbol`,`horizon`);--> statement-breakpoint
CREATE INDEX `market_reactions_fetched_idx` ON `market_reactions` (`fetched_at`);