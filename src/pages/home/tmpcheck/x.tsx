import { Link } from "@tanstack/react-router";
import { AnchorLink } from "@/shared/ui/anchor-link";
export const a = <Link to="/nope">x</Link>;
export const b = <AnchorLink to="/nope2">x</AnchorLink>;
export const c = <AnchorLink to="/liveRoom" search={{ roomId: "1" }}>x</AnchorLink>;
export const d = <Link to="/footballTeamDetail/$competeId" params={{ competeId: "3" }}>x</Link>;
