// One chat service per backend, made on first use (the backend itself knows nothing of chat), so
// the HTTP moderation routes and the /ws/chat host share it.
import type { SimBackend } from "../backend";
import { isKicked, kickFromRoom } from "../core/rooms/room-moderation-state";
import { ChatService } from "./chat-service";

const services = new WeakMap<SimBackend, ChatService>();

export function chatOf(backend: SimBackend): ChatService {
  let service = services.get(backend);
  if (!service) services.set(backend, (service = new ChatService(backend, { isKicked, kickFromRoom })));
  return service;
}
