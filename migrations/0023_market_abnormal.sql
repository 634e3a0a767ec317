CREATE TABLE `market_daily` (
	`provider` text NOT NULL,
	`symbol` text NOT NULL,
	`day` text NOT NULL,
	`closes` text NOT NULL,
	`beta` real,
	`sigma_pct` real,
	`fetched_at` integer NOT NULL,
	PRIMARY KEY(`provider`, `symbol`, `day`)
);
--> statement-breakpoint
ALTER TABLE `market_reactions` ADD `abnormal_pct` real;--> statement-breakpoint
ALTER TABLE `market_reactions` ADD `market_pct` real;--> statement-breakpoint
ALTER TABLE `market_reactions` ADD `market_ref` text;--> statement-breakpoint
ALTER TABLE `market_watches` ADD `beta` real;--> statement-breakpoint
ALTER TABLE `market_watches` ADD `flat_pct` real;--> statement-breakpoint
ALTER TABLE `market_watches` ADD `pre_pct` real;--> statement-breakpoint
ALTER TABLE `market_watches` ADD `pre_known` integer DEFAULT false NOT NULL;