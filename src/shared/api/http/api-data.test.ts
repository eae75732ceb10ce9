import { describe, expect, it } from "vitest";
import { z } from "zod/mini";
import { fail, useApiMock } from "#test-kit/api-mock";
import { apiData } from "./api-data";

const api = useApiMock();
const schema = z.object({ name: z.string() });

describe("apiData", () => {
  it("resolves with the validated data", async () => {
    api.on("/v1/test/ok", { name: "看球" });
    await expect(apiData("/v1/test/ok", { body: { id: 1 }, schema })).resolves.toEqual({ name: "看球" });
    expect(api.callsTo("/v1/test/ok")[0]?.body).toEqual({ id: 1 });
  });

  it("rejects with the failure's message: a refusal's, and a reply that fails its schema", async () => {
    api.on("/v1/test/refused", fail(10001, "比赛不存在"));
    await expect(apiData("/v1/test/refused", { schema, silentCodes: "all" })).rejects.toThrow("比赛不存在");
    api.on("/v1/test/malformed", { name: 7 });
    await expect(apiData("/v1/test/malformed", { schema, background: true })).rejects.toThrow("数据格式错误");
  });
});
