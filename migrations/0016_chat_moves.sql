DROP INDEX `chat_deliveries_alert_uq`;--> statement-breakpoint
CREATE UNIQUE INDEX `chat_deliveries_alert_kind_uq` ON `chat_deliveries` (`destination_id`,`alert_id`,`kind`);