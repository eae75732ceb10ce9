import { defineConfig } from "steiger";
import fsd from "@feature-sliced/steiger-plugin";

export default defineConfig([
  ...fsd.configs.recommended,
  {
    // Slices made for several callers of which one exists so far; "insignificant-slice" would
    // have them merged into it and then copied out again. Their callers to come, by issue:
    // - follow: matches today; anchors (live popup rows, anchor card), competitions and teams
    //   (data library, personal center).
    // - goal-alerts: /matchEvents today; the home page's match notifications next.
    // - prediction: the live popup today; the home player, the live room, search results and the
    //   personal center next.
    // - widgets/live-player: the home page's player today; the live room page (/liveRoom) next.
    // - widgets/home-live: the home page's live block (player slot + live-room list), built and
    //   tested as one unit apart from the page, which only places it.
    // - widgets/match-centre: the live room (both its entries) today; the data library's match
    //   pages next; its tabs are lazy chunks built and tested apart from the page.
    // - widgets/room-chat: the live room today (beside the video; the vendor or sim chat behind
    //   shared/chat), built and tested apart from the page, which only places it.
    // - features/moderate-room: the room chat's menus and 房间管理 today; the anchor's own room
    //   management in the personal center next.
    files: [
      "./src/features/follow/**",
      "./src/features/goal-alerts/**",
      "./src/entities/prediction/**",
      "./src/widgets/live-player/**",
      "./src/widgets/home-live/**",
      "./src/widgets/match-centre/**",
      "./src/widgets/room-chat/**",
      "./src/features/moderate-room/**",
    ],
    rules: { "fsd/insignificant-slice": "off" },
  },
]);
