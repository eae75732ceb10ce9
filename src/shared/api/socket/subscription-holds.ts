// Which subscriptions the socket should hold, with reference counting: several owners may hold
// the same one (two pages showing today's list, a room and a hover card on one match), and only
// the last one leaving cancels it. Whatever is held is sent again once on every open, so after a
// reconnect each subscription is restored once, whoever owns it (docs/product-rules.md "Live
// lists", "Live connection").
export type SportList = "football" | "basketball";

/** One subscription: its C→S codes and, for a match's detail, stats, text live or seats, the match. */
export interface Subscription {
  subscribe: number;
  cancel: number;
  matchId?: number;
}

export interface SubscriptionHoldsOptions {
  /** Wanted before anyone holds them (the spec subscribes both lists on connect). */
  initial: readonly Subscription[];
  /** A subscription became wanted: send it if the socket is open. */
  onWanted: (subscription: Subscription) => void;
  /** The last holder left: cancel it if the socket is open. */
  onUnwanted: (subscription: Subscription) => void;
}

export interface SubscriptionHolds {
  hold(subscription: Subscription): () => void;
  /** Each wanted subscription once, in the order first wanted. */
  wanted(): Subscription[];
}

const keyOf = ({ subscribe, matchId }: Subscription) => `${subscribe}:${matchId ?? ""}`;

export function createSubscriptionHolds({ initial, onWanted, onUnwanted }: SubscriptionHoldsOptions): SubscriptionHolds {
  const wanted = new Map<string, Subscription>(initial.map((subscription) => [keyOf(subscription), subscription]));
  const holders = new Map<string, number>();

  return {
    hold(subscription) {
      const key = keyOf(subscription);
      holders.set(key, (holders.get(key) ?? 0) + 1);
      if (!wanted.has(key)) {
        wanted.set(key, subscription);
        onWanted(subscription);
      }
      let released = false;
      // Idempotent, so an owner that releases twice cannot steal another owner's hold.
      return () => {
        if (released) return;
        released = true;
        const left = (holders.get(key) ?? 1) - 1;
        if (left > 0) {
          holders.set(key, left);
          return;
        }
        holders.delete(key);
        // A default-wanted list is un-wanted too once its last holder leaves: a reconnect then
        // does not resubscribe a list no page shows.
        if (wanted.delete(key)) onUnwanted(subscription);
      };
    },
    wanted: () => [...wanted.values()],
  };
}
