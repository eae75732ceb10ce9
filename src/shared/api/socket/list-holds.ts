// Which match lists the socket should be subscribed to, with reference counting: several pages
// may hold the same list, and only the last one leaving cancels it (docs/product-rules.md
// "Live lists").
export type SportList = "football" | "basketball";

export interface ListHoldsOptions {
  /** Wanted before anyone holds them: both by default, as the spec subscribes both on connect. */
  initial: readonly SportList[];
  /** A list became wanted: subscribe it if the socket is open. */
  onWanted: (sport: SportList) => void;
  /** The last holder left: cancel it if the socket is open. */
  onUnwanted: (sport: SportList) => void;
}

export interface ListHolds {
  hold(sport: SportList): () => void;
  wanted(): SportList[];
}

export function createListHolds({ initial, onWanted, onUnwanted }: ListHoldsOptions): ListHolds {
  const wanted = new Set<SportList>(initial);
  const holders: Record<SportList, number> = { football: 0, basketball: 0 };

  return {
    hold(sport) {
      holders[sport] += 1;
      if (!wanted.has(sport)) {
        wanted.add(sport);
        onWanted(sport);
      }
      let released = false;
      // Idempotent, so a page that releases twice cannot steal another page's hold.
      return () => {
        if (released) return;
        released = true;
        holders[sport] -= 1;
        // A default-wanted list is un-wanted too once its last holder leaves: a reconnect then
        // does not resubscribe a list no page shows.
        if (holders[sport] === 0 && wanted.has(sport)) {
          wanted.delete(sport);
          onUnwanted(sport);
        }
      };
    },
    wanted: () => [...wanted],
  };
}
