// A list asked for the competition filter dialog (the 筛选 button, or "/" on the match grid).
// The filter feature opens its dialog on this event.
import { createEvent } from "effector";

export const competitionFilterOpenRequested = createEvent();
