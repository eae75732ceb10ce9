// The client Match model as a recording's header and refreshed lines hold it, checked before
// anything is applied. Built on first use: the schemas cost nothing until a file is read.
import { z } from "zod/mini";
import type { Match } from "@/entities/match";

const isTextRecord = (value: unknown): value is Record<string, string> =>
  typeof value === "object" && value !== null && !Array.isArray(value) && Object.values(value).every((v) => typeof v === "string");

function buildSchemas() {
  const int = z.int();
  // Not z.record: the app's first download holds zod's other schema kinds, and only this chunk would need that one.
  const textRecord = z.pipe(
    z.unknown(),
    z.transform((value, ctx) => {
      if (isTextRecord(value)) return value;
      ctx.issues.push({ code: "custom", message: "expected an object of strings", input: value });
      return z.NEVER;
    }),
  );
  const anchor = z.object({ avatar: z.string(), roomId: int, customId: int });
  const team = z.object({ id: int, name: z.string(), logo: z.string(), position: z.string() });
  const match = z.object({
    matchId: int,
    sport: z.enum(["football", "basketball"]),
    competition: z.object({ id: int, name: z.string(), shortName: z.string(), logo: z.string(), color: z.string() }),
    homeTeam: team,
    awayTeam: team,
    matchTime: z.number(),
    statusId: int,
    goingTime: z.number(),
    peopleNum: z.number(),
    hasFollow: int,
    hasLineup: int,
    ncaa: int,
    homeScores: z.array(z.number()),
    awayScores: z.array(z.number()),
    note: z.string(),
    lotterys: textRecord,
    topupType: z.enum(["going", "no_start", "finish", "other"]),
    living: z.array(anchor),
    preview: z.array(anchor),
    roomIds: z.array(int),
  });
  return { match, snapshot: z.object({ football: z.array(match), basketball: z.array(match) }) };
}

// Every field of Match is checked: a field added to the model fails the typecheck here.
type Unchecked = Exclude<keyof Match, keyof z.infer<ReturnType<typeof buildSchemas>["match"]>>;
const everyFieldChecked: [Unchecked] extends [never] ? true : never = true;
void everyFieldChecked;

let schemas: ReturnType<typeof buildSchemas> | undefined;
export const recordingSchemas = () => (schemas ??= buildSchemas());

/** Where in the value the first problem is, e.g. `football[3].homeScores`. */
export function issuePath(error: z.core.$ZodError): string {
  const path = error.issues[0]?.path ?? [];
  return path.reduce<string>((text, key) => (typeof key === "number" ? `${text}[${key}]` : text ? `${text}.${String(key)}` : String(key)), "");
}
