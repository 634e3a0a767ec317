CREATE TABLE `market_bars` (
	`provider` text NOT NULL,
	`symbol` text NOT NULL,
	`granularity` text NOT NULL,
	`t` integer NOT NULL,
	`close` real NOT NULL,
	PRIMARY KEY(`provider`, `symbol`, `granularity`, `t`)
);
--> statement-breakpoint
CREATE TABLE `market_reactions` (
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
	`granularity` text NOT NULL,
	`fetched_at` integer NOT NULL,
	PRIMARY KEY(`alert_id`, `symbol`, `horizon`),
	FOREIGN KEY (`alert_id`) REFERENCES `alerts`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `market_reactions_fetched_idx` ON `market_reactions` (`fetched_at`);--> statement-breakpoint
CREATE TABLE `market_watches` (
	`alert_id` integer NOT NULL,
	`symbol` text NOT NULL,
	`role` text NOT NULL,
	`direction` text,
	`provider` text NOT NULL,
	`provider_symbol` text,
	`invert` integer DEFAULT false NOT NULL,
	`granularity` text NOT NULL,
	`posted_at` integer NOT NULL,
	`status` text NOT NULL,
	`reason` text,
	`covered_to` integer,
	`looked_back` integer DEFAULT false NOT NULL,
	`failures` integer DEFAULT 0 NOT NULL,
	`next_try_at` integer NOT NULL,
	PRIMARY KEY(`alert_id`, `symbol`),
	FOREIGN KEY (`alert_id`) REFERENCES `alerts`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `market_watches_due_idx` ON `market_watches` (`status`,`next_try_at`);