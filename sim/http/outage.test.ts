// The outage control: the sim as if stopped (API calls 503, sockets dropped and refused by the
// host) and back, for tests of the client's reconnect and resync.
import { describe, expect, it } from "vitest";
import { API_PATHS } from "#wire";
import { createRouteHarness, raw } from "#test-kit/sim-routes";

describe("outage control", () => {
  it("answers 503 to API calls while down, keeps its control calls, and tells the socket host", async () => {
    const { backend } = createRouteHarness({ footballPerDay: 20, basketballPerDay: 5 });
    let dropped = 0;
    backend.outage.onDown(() => dropped++);

    expect((await raw(backend, API_PATHS.football.realtimeList)).status).toBe(200);
    const down = await raw(backend, API_PATHS.simControl.outage, { down: true });
    expect(JSON.parse(down.body as string)).toEqual({ down: true });
    expect(dropped).toBe(1);
    expect((await raw(backend, API_PATHS.football.realtimeList)).status).toBe(503);
    expect((await raw(backend, API_PATHS.simControl.sockets, undefined, undefined, "GET")).status).toBe(200);

    await raw(backend, API_PATHS.simControl.outage, { down: true }); // already down: no second drop
    expect(dropped).toBe(1);
    await raw(backend, API_PATHS.simControl.outage, { down: false });
    expect((await raw(backend, API_PATHS.football.realtimeList)).status).toBe(200);
    expect((await raw(backend, API_PATHS.simControl.outage, { down: "yes" })).status).toBe(400);
  });
});
