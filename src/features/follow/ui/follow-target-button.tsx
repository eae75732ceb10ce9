// Follow a competition or a team. Its state comes from /follow/act/isFollow, read once per
// target when a signed-in user sees the button.
import { memo, useEffect, useMemo } from "react";
import { useUnit } from "effector-react";
import type { ButtonProps } from "@mantine/core";
import { $isLoggedIn } from "@/entities/session";
import type { FollowableEntity } from "../lib/follow-target";
import { followStateRequested } from "../model/follow-read";
import { useFollowToggle } from "../model/use-follow-toggle";
import { FollowButton } from "./follow-button";

export interface FollowTargetButtonProps extends Pick<ButtonProps, "size"> {
  kind: "competition" | "team";
  /** The competition id or the team id. */
  id: number;
  /** 1 football, 2 basketball. */
  sportType: number;
  /** A team's competition, sent along when known. */
  compId?: number | null;
}

export const FollowTargetButton = memo(function FollowTargetButton({ kind, id, sportType, compId, size }: FollowTargetButtonProps) {
  const target = useMemo(
    (): FollowableEntity =>
      kind === "competition" ? { kind, compId: id, sportType } : { kind, teamId: id, sportType, compId: compId ?? null },
    [kind, id, sportType, compId],
  );
  const [loggedIn, stateRequested] = useUnit([$isLoggedIn, followStateRequested]);
  useEffect(() => {
    if (loggedIn) stateRequested(target);
  }, [loggedIn, stateRequested, target]);
  const { followed, pending, toggle } = useFollowToggle(target, false);
  return <FollowButton followed={followed} pending={pending} onToggle={toggle} size={size} />;
});

export function FollowCompetitionButton({ compId, sportType, size }: { compId: number; sportType: number } & Pick<ButtonProps, "size">) {
  return <FollowTargetButton kind="competition" id={compId} sportType={sportType} size={size} />;
}

export function FollowTeamButton(props: { teamId: number; sportType: number; compId?: number | null } & Pick<ButtonProps, "size">) {
  return <FollowTargetButton kind="team" id={props.teamId} sportType={props.sportType} compId={props.compId} size={props.size} />;
}
