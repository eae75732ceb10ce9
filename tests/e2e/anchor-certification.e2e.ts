// Anchor certification in a real Chromium against the production build and the sim: a new user
// walks face check → invitation code → card info and sees the review state; the sim's back office
// rejects with a reason and the reloaded page shows it; a seeded anchor sees certification passed.
import { expect, test } from "@playwright/test";
import { anchorPhone, dismissDownloadPrompts, passwordSignIn, smsSignUp } from "./sign-in";

const SHOTS = "test-results/screenshots";

test.beforeEach(async ({ page }) => {
  await dismissDownloadPrompts(page);
});

test("a new user certifies: face check, invitation code, card info → under review; rejected with a reason; starts again", async ({ page, request }) => {
  const { id: customId } = await smsSignUp(page, request);
  // The header's 开播 sends a user who never applied here.
  await page.getByRole("banner").getByRole("button", { name: "开播" }).click();
  await expect(page).toHaveURL(/\/anchorCertification$/);
  await expect(page.getByRole("heading", { name: "主播认证" })).toBeVisible();

  await page.getByRole("button", { name: "开始人脸识别" }).click();
  await expect(page.getByRole("progressbar", { name: "人脸识别进度" })).toBeVisible();
  await expect(page.getByText(/正在等待人脸识别结果/)).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/certification-face-check.png`, fullPage: true });
  await expect(page.getByText("人脸识别通过")).toBeVisible();
  await page.getByRole("button", { name: "下一步" }).click();

  const code = page.getByRole("textbox", { name: "主播邀请码" });
  await code.fill("ABC");
  await page.getByRole("button", { name: "下一步" }).click();
  await expect(page.getByText("主播邀请码为6位字母或数字")).toBeVisible();
  await code.fill("ABC123");
  await page.getByRole("button", { name: "下一步" }).click();
  await expect(page.getByText("主播邀请码无效，请向运营人员索取")).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/certification-code-error.png`, fullPage: true });
  await code.fill("KQ2026");
  await page.getByRole("button", { name: "下一步" }).click();

  await page.getByRole("textbox", { name: "真实姓名" }).fill("张");
  await page.getByRole("textbox", { name: "身份证号" }).fill("110105194912310021");
  await page.getByRole("button", { name: "提交认证" }).click();
  await expect(page.getByText("真实姓名须为2–20个汉字")).toBeVisible();
  await expect(page.getByText("身份证号校验位不正确，请核对")).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/certification-card-errors.png`, fullPage: true });
  await page.getByRole("textbox", { name: "真实姓名" }).fill("张三");
  await page.getByRole("textbox", { name: "身份证号" }).fill("11010519491231002X");
  await page.getByRole("button", { name: "提交认证" }).click();
  await expect(page.getByText("后台正在审核中，请耐心等待～").first()).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/certification-wait.png`, fullPage: true });
  // On this page a non-anchor's 开播 still says to certify first.
  await page.getByRole("banner").getByRole("button", { name: "开播" }).click();
  await expect(page.getByText("认证成为主播后方可开播")).toBeVisible();

  // The sim's back office rejects; the reloaded page shows it with the reason.
  const decided = await request.post("/api/sim/control/audit", { data: { customId, decision: "reject", cancelReason: "证件照片不清晰" } });
  expect(decided.ok()).toBe(true);
  await page.reload();
  await expect(page.getByText("审核已被驳回～")).toBeVisible();
  await expect(page.getByText("驳回原因：证件照片不清晰")).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/certification-reject.png`, fullPage: true });
  await page.getByRole("button", { name: "重新认证" }).click();
  await expect(page.getByRole("button", { name: "开始人脸识别" })).toBeVisible();
});

test("a seeded anchor sees certification passed", async ({ page }) => {
  await passwordSignIn(page, anchorPhone(10_002));
  await page.goto("/anchorCertification");
  await expect(page.getByText("您已是认证主播")).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/certification-anchor.png`, fullPage: true });
});
