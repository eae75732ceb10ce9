// 意见反馈 and 投诉 from the footer, for a signed-in fan, in a real Chromium against the production
// build and the sim: each dialog's code (its form, image picking, the submit call) downloads the
// first time one opens, and what the fan sends reaches the sim and comes back as its message.
import { expect, test } from "@playwright/test";
import { dismissDownloadPrompts, smsSignUp } from "./sign-in";

test("a signed-in fan sends 意见反馈 and a 投诉 from the footer; the forms' code comes with the first dialog", async ({ page, request }) => {
  await dismissDownloadPrompts(page);
  const scripts: string[] = [];
  page.on("request", (req) => {
    if (req.resourceType() === "script") scripts.push(new URL(req.url()).pathname);
  });
  const { id } = await smsSignUp(page, request, { from: "/informationCentre" });
  const footer = page.getByRole("contentinfo");
  await expect(footer.getByRole("button", { name: "意见反馈" })).toBeVisible();
  expect(scripts.filter((path) => /feedback-dialogs/.test(path))).toEqual([]);

  await footer.getByRole("button", { name: "意见反馈" }).click();
  const feedback = page.getByRole("dialog", { name: "意见反馈" });
  await expect(feedback).toBeVisible();
  expect(scripts.filter((path) => /feedback-dialogs/.test(path))).toHaveLength(1);
  await feedback.getByRole("button", { name: "提交" }).click();
  await expect(feedback.getByText("请输入意见反馈描述")).toBeVisible();
  await feedback.getByLabel("问题描述").fill("比分页的角球数偶尔晚一拍");
  await feedback.getByRole("button", { name: "提交" }).click();
  await expect(page.getByText("感谢您的反馈，我们会尽快处理～")).toBeVisible();
  await expect(feedback).toBeHidden();

  await footer.getByRole("button", { name: "投诉" }).click();
  const complaint = page.getByRole("dialog", { name: "投诉" });
  await expect(complaint).toBeVisible();
  await complaint.getByLabel("被投诉账号ID").fill(String(id));
  await complaint.getByText("辱骂攻击").click();
  await expect(complaint.getByRole("checkbox", { name: "辱骂攻击" })).toBeChecked();
  await complaint.getByRole("button", { name: "提交" }).click();
  await expect(page.getByText("投诉已提交，我们会尽快核实处理～")).toBeVisible();
  await expect(complaint).toBeHidden();

  // Opened again, the feedback form starts empty.
  await footer.getByRole("button", { name: "意见反馈" }).click();
  await expect(page.getByRole("dialog", { name: "意见反馈" }).getByLabel("问题描述")).toHaveValue("");
});
