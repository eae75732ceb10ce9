// Node environment on purpose: its FormData and File are the ones fetch serializes.
import { http } from "msw";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { apiUpload } from "./http-client";
import { codeJson, okJson, url, useHttpTestEnv } from "#test-kit/http-env";

const env = useHttpTestEnv();
const uploadSchema = z.array(z.object({ url: z.string() }));

function imageForm(): FormData {
  const form = new FormData();
  form.append("files", new File(["png"], "a.png", { type: "image/png" }));
  return form;
}

describe("apiUpload", () => {
  it("posts multipart form data with the contract headers and validates the reply", async () => {
    let headers: Headers | undefined;
    let fileName: string | undefined;
    env.server.use(
      http.post(url("/v1/file/batch/upload"), async ({ request }) => {
        headers = request.headers;
        fileName = (((await request.formData()).get("files") as File | null) ?? undefined)?.name;
        return okJson([{ url: "https://cdn.test/a.png" }]);
      }),
    );
    const result = await apiUpload("/v1/file/batch/upload", imageForm(), uploadSchema);
    expect(result).toEqual({ ok: true, data: [{ url: "https://cdn.test/a.png" }], msg: "success" });
    expect(headers?.get("content-type")).toMatch(/^multipart\/form-data; boundary=/);
    expect(headers?.get("scope")).toBe("web");
    expect(headers?.get("bk")).toMatch(/^[0-9a-f]{16}$/);
    expect(fileName).toBe("a.png");
  });

  it("handles codes like any other call", async () => {
    env.server.use(http.post(url("/v1/file/batch/upload"), () => codeJson(5001, "文件过大")));
    const result = await apiUpload("/v1/file/batch/upload", imageForm(), uploadSchema);
    expect(result).toMatchObject({ ok: false, reason: "code", code: 5001, message: "文件过大" });
    expect(env.notify).toHaveBeenCalledWith("error", "文件过大");
  });
});
