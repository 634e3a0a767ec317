-- Premium of Telegram accounts moves from Telegram's telegram_subscribers.is_premium (which
-- billing used to write) to billing's own telegram_premium (issue 36 §1), before the next
-- migration drops the column: every account that held it still does, from the time of the move.
INSERT INTO `telegram_premium` (`telegram_user_id`, `since`)
SELECT `telegram_user_id`, CAST(strftime('%s', 'now') AS INTEGER) * 1000 FROM `telegram_subscribers` WHERE `is_premium` = 1
ON CONFLICT DO NOTHING;
