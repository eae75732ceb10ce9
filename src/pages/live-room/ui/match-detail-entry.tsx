// /liveRoom?detail={matchId}&SportType=…[&tab=]: the match centre of one match with its living
// anchors and previews (docs/product-rules.md "Live room"). No player until a living anchor is
// picked; then that room's stream shows above the centre. The match header (from the same call)
// tops the page either way.
import { useState } from "react";
import { Avatar, Button, Loader } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { liveInfoQuery, useLiveRows, type LiveRow } from "@/entities/live-room";
import { StreakTags } from "@/entities/prediction";
import { sportTypeOf, type Sport } from "@/shared/config";
import { ROUTES, type MatchCentreTab } from "@/shared/routes";
import { LivePlayer } from "@/widgets/live-player";
import { MatchCentre } from "@/widgets/match-centre";
import { useMatchSubscriptions } from "../model/use-match-subscriptions";
import { RoomHeader, RoomHeaderPlaceholder } from "./room-header";
import classes from "./live-room.module.css";

function AnchorChip({ row, living, picked, onPick }: { row: LiveRow; living: boolean; picked: boolean; onPick: () => void }) {
  return (
    <li className={classes.chip} data-picked={picked || undefined}>
      <Avatar src={row.avatar || null} alt="" size={40} radius="xl" className={living ? classes.chipLive : undefined}>
        {row.nickname.slice(0, 1)}
      </Avatar>
      <span className={classes.chipText}>
        <span className={classes.chipName}>{row.nickname}</span>
        <StreakTags source={row} />
      </span>
      {living ? (
        <Button size="compact-sm" radius="xl" color="red" onClick={onPick} aria-pressed={picked}>
          {picked ? "观看中" : "看直播"}
        </Button>
      ) : (
        <Button component="a" href={ROUTES.personalHomepage.href(row.customId)} target="_blank" rel="noopener noreferrer" size="compact-sm" radius="xl" variant="outline">
          预告
        </Button>
      )}
    </li>
  );
}

function PickedRoom({ roomId }: { roomId: number }) {
  const { data } = useQuery(liveInfoQuery(roomId));
  if (!data) return <Loader className={classes.loader} aria-label="加载中" />;
  return (
    <div className={classes.player}>
      <LivePlayer room={data} />
    </div>
  );
}

export function MatchDetailEntry({ matchId, sport, tab }: { matchId: number; sport: Sport; tab?: MatchCentreTab }) {
  const { data, isPending } = useLiveRows(matchId, sportTypeOf(sport));
  const [picked, setPicked] = useState<number | null>(null);
  useMatchSubscriptions(matchId, sport);
  const rows = data ? [...data.livings.map((row) => ({ row, living: true })), ...data.previews.map((row) => ({ row, living: false }))] : [];
  return (
    <div className={classes.room} data-testid="match-detail">
      {data?.match ? <RoomHeader match={data.match} /> : isPending && <RoomHeaderPlaceholder sport={sport} />}
      {/* Until the match is known, so is not the header's height (a started match's has stats): what
          lies below waits, mounted (its calls go out) but not shown, so it never jumps. */}
      <div className={classes.belowHeader} style={isPending ? { display: "none" } : undefined} data-testid="match-detail-body">
        <section className={classes.anchorsStrip} aria-label="直播与预告">
          <h2 className={classes.stripTitle}>本场直播</h2>
          {rows.length === 0 ? (
            <p className={classes.stripEmpty}>暂无直播</p>
          ) : (
            <ul className={classes.chips}>
              {rows.map(({ row, living }) => (
                <AnchorChip key={`${living ? "l" : "p"}${row.customId}`} row={row} living={living} picked={picked === row.identifier} onPick={() => setPicked(row.identifier)} />
              ))}
            </ul>
          )}
        </section>
        {picked !== null && <PickedRoom roomId={picked} />}
        <MatchCentre matchId={matchId} sport={sport} initialTab={tab} />
      </div>
    </div>
  );
}
