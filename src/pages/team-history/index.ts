// /teamDetailHistory/$matchId: a match's two teams, their meetings and recent form.
export { TeamHistoryPage } from "./ui/team-history-page";
