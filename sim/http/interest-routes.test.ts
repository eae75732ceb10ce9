import { beforeEach, describe, expect, it } from "vitest";
import { call, codeLogin, createRouteHarness, type RouteHarness } from "#test-kit/sim-routes";

interface Interest {
  interestId: number;
  scope: number;
  type: number;
  shortName: string;
  logo: string;
  checked: boolean;
}
type Groups = { sportType: number; competitionVOS: Interest[]; teamVOS: Interest[] }[];

let t: RouteHarness;
let token: string;
beforeEach(async () => {
  t = createRouteHarness();
  token = (await codeLogin(t.backend, "13800000001")).accessToken;
});

const pick = ({ interestId, scope, type }: Interest) => ({ interestId, scope, type });

describe("interests", () => {
  it("offers three sports, saves a choice and checks it", async () => {
    const info = await call<Groups>(t.backend, "/v1/customer/interest/info", undefined, token);
    expect(info.data.map((g) => g.sportType)).toEqual([1, 2, 3]);
    expect(info.data.every((g) => g.competitionVOS.length > 0 && g.teamVOS.length > 0)).toBe(true);
    expect(info.data[0]!.competitionVOS.map((c) => c.interestId)).toEqual([...t.backend.world.hotCompetitionIds("football")]);

    const chosen = [info.data[0]!.competitionVOS[0]!, info.data[1]!.teamVOS[0]!, info.data[2]!.competitionVOS[1]!].map(pick);
    expect((await call(t.backend, "/v1/customer/interest/save", { interests: chosen }, token)).code).toBe(0);
    expect((await call(t.backend, "/v1/customer/interest/choose", undefined, token)).data).toEqual(chosen);
    const after = await call<Groups>(t.backend, "/v1/customer/interest/info", undefined, token);
    expect(after.data[0]!.competitionVOS[0]!.checked).toBe(true);
    expect(after.data[0]!.competitionVOS[1]!.checked).toBe(false);
  });

  it("refuses more than ten with 10008, none or unknown ones with 10001", async () => {
    const info = await call<Groups>(t.backend, "/v1/customer/interest/info", undefined, token);
    const eleven = info.data[0]!.competitionVOS.slice(0, 11).map(pick);
    expect(await call(t.backend, "/v1/customer/interest/save", { interests: eleven }, token)).toMatchObject({ code: 10008, msg: "最多只能选择10个" });
    expect((await call(t.backend, "/v1/customer/interest/save", { interests: eleven.slice(0, 10) }, token)).code).toBe(0);
    expect((await call(t.backend, "/v1/customer/interest/save", { interests: [] }, token)).code).toBe(10001);
    expect((await call(t.backend, "/v1/customer/interest/save", { interests: [{ interestId: 1, scope: 1, type: 1 }] }, token)).code).toBe(10001);
  });
});
