// What the engine's helpers (anchor activity, load generator) may touch.

import type { IndexedSet } from "../indexed-set";
import type { SocketMessage, Sport } from "../model";
import type { SimWorld } from "../world/sim-world";

export interface EngineContext {
  readonly world: SimWorld;
  /** Match ids currently in play, per sport. */
  readonly inPlay: Readonly<Record<Sport, IndexedSet>>;
  /** Sim time, ms, floored (frame timestamps). */
  timestamp(): number;
  emit(message: SocketMessage): void;
}
