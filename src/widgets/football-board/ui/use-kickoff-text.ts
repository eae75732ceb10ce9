// The status text of a not-started match: 未, then a countdown in its last hour, then 即将开始.
// Only a row whose text can still change keeps a timer, and it re-renders only when the text
// itself changes.
import { useEffect, useState } from "react";
import { kickoffText, kickoffTextTicks } from "@/entities/match";

const RECHECK_MS = 30_000;

export function useKickoffText(matchTime: number): string {
  const [text, setText] = useState(() => kickoffText(matchTime, Date.now()));
  useEffect(() => {
    setText(kickoffText(matchTime, Date.now()));
    if (!kickoffTextTicks(matchTime, Date.now())) return;
    const timer = setInterval(() => setText(kickoffText(matchTime, Date.now())), RECHECK_MS);
    return () => clearInterval(timer);
  }, [matchTime]);
  return text;
}
