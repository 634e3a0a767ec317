CREATE TABLE `deliveries` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`channel` text NOT NULL,
	`target` text NOT NULL,
	`post_id` text,
	`alert_id` integer,
	`kind` text NOT NULL,
	`tier` text NOT NULL,
	`due_at` integer NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`first_attempt_at` integer,
	`claimed_by` text,
	`claimed_at` integer,
	`last_error` text,
	`sent_at` integer,
	`created_at` integer NOT NULL,
	`chat_id` text,
	`premium_event_id` integer,
	`user_id` integer,
	`data` text,
	`edit_of` integer,
	`parts_done` integer DEFAULT 0 NOT NULL,
	`message_ids` text DEFAULT '[]' NOT NULL,
	`paid_broadcast` integer DEFAULT false NOT NULL,
	`text` text,
	`endpoint_id` integer,
	`event_id` text,
	`body` text,
	`destination_id` integer,
	`message_id` text,
	FOREIGN KEY (`post_id`) REFERENCES `posts`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`alert_id`) REFERENCES `alerts`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`premium_event_id`) REFERENCES `premium_events`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`endpoint_id`) REFERENCES `webhook_endpoints`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`destination_id`) REFERENCES `chat_destinations`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `deliveries_due_idx` ON `deliveries` (`channel`,`status`,`tier`,`due_at`);--> statement-breakpoint
CREATE INDEX `deliveries_sent_idx` ON `deliveries` (`channel`,`status`,`sent_at`);--> statement-breakpoint
CREATE INDEX `deliveries_alert_idx` ON `deliveries` (`alert_id`,`kind`) WHERE "deliveries"."alert_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX `deliveries_claims_idx` ON `deliveries` (`claimed_by`) WHERE "deliveries"."status" = 'sending';--> statement-breakpoint
CREATE UNIQUE INDEX `deliveries_target_uq` ON `deliveries` (`post_id`,`kind`,`target`) WHERE "deliveries"."post_id" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX `deliveries_premium_uq` ON `deliveries` (`premium_event_id`,`kind`,`target`) WHERE "deliveries"."premium_event_id" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX `deliveries_event_uq` ON `deliveries` (`event_id`) WHERE "deliveries"."event_id" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX `deliveries_webhook_uq` ON `deliveries` (`endpoint_id`,`alert_id`) WHERE "deliveries"."endpoint_id" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX `deliveries_chat_uq` ON `deliveries` (`destination_id`,`alert_id`,`kind`) WHERE "deliveries"."destination_id" IS NOT NULL;