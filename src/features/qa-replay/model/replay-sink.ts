// Where a replay's lines go: the snapshot into today's lists, frames through the client's own
// decoder and `frameReceived` (exactly as the live socket reports them), refreshed records and
// follows through the lists' own events. The lists' loads it makes are remembered, so a load
// from anywhere else during a replay can be told apart.
import { TODAY_LIST_KEY, type Match } from "@/entities/match";
import { decodeSocketMessage } from "#wire/codec";
import type { ReplaySink } from "../lib/replayer";
import type { ListsSnapshot } from "../lib/recording-types";
import type { AppLinks } from "./app-links";

export function createReplaySink(links: AppLinks, start: ListsSnapshot, ownLoads: WeakSet<readonly Match[]>): ReplaySink {
  const load = links.sports.map((sport) => [sport, links.bind(links.lists[sport].today.loaded)] as const);
  const refreshed = { football: links.bind(links.lists.football.matchRefreshed), basketball: links.bind(links.lists.basketball.matchRefreshed) };
  const received = links.bind(links.frameReceived);
  const followed = links.bind(links.matchFollowChanged);
  return {
    reset() {
      for (const [sport, loaded] of load) {
        // A fresh array each time: the lists keep what they are given.
        const matches = [...start[sport]];
        ownLoads.add(matches);
        loaded({ key: TODAY_LIST_KEY, matches });
      }
    },
    line(line) {
      if (line.kind === "frame") {
        const frame = decodeSocketMessage(line.bytes);
        if (frame) received(frame);
      } else if (line.kind === "refreshed") {
        refreshed[line.sport](line.match);
      } else {
        followed({ sport: line.sport, matchId: line.matchId, hasFollow: line.hasFollow });
      }
    },
  };
}
