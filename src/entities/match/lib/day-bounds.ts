// Day boundaries in the viewer's local time, as the list's "today" is the viewer's today.
import dayjs from "dayjs";

export const endOfTodaySeconds = (now = Date.now()) => dayjs(now).endOf("day").unix();
