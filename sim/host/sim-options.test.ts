import { describe, expect, it } from "vitest";
import { readSimHostOptions } from "./sim-options";

describe("sim host knobs", () => {
  it("reads the per-day sizes and the load of each sport from the environment", () => {
    expect(readSimHostOptions({})).toMatchObject({ footballPerDay: 3000, basketballPerDay: 600, footballCompetitions: 440, messagesPerSecond: 0, basketballMessagesPerSecond: 0 });
    const options = readSimHostOptions({
      SIM_FOOTBALL_PER_DAY: "10000",
      SIM_BASKETBALL_PER_DAY: "3000",
      SIM_MESSAGES_PER_SECOND: "1000",
      SIM_BASKETBALL_MESSAGES_PER_SECOND: "500",
      SIM_FOOTBALL_COMPETITIONS: "500",
    });
    expect(options).toMatchObject({ footballPerDay: 10000, basketballPerDay: 3000, messagesPerSecond: 1000, basketballMessagesPerSecond: 500, footballCompetitions: 500 });
  });
});
