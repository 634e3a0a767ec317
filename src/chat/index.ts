/**
 * Chat's public face: Discord and Slack destinations that users add, their service and routes.
 */
export { createDestinations } from "./destinations.ts";
export { createChatPlanner } from "./planner.ts";
export { chatRoutes } from "./routes.ts";
export { type Chat, createChat } from "./service.ts";
