// A row's kick-off time as HH:mm. Cached by time: rows mount on every scroll frame and a day has
// only a few hundred distinct kick-off times, while dayjs formatting showed in scroll profiles.
import dayjs from "dayjs";

const formatted = new Map<number, string>();

export function kickoffClock(matchTime: number): string {
  let text = formatted.get(matchTime);
  if (text === undefined) {
    text = dayjs.unix(matchTime).format("HH:mm");
    formatted.set(matchTime, text);
  }
  return text;
}
