// Limits and texts (docs/product-rules.md "Feedback and complaint", "Validation", "Constants");
// Chinese texts verbatim where the contract gives them.

import { IMAGE_MESSAGES } from "@/shared/lib/image-upload";

export { IMAGE_ACCEPT, MAX_IMAGE_BYTES } from "@/shared/lib/image-upload";

export const MAX_DESC_LENGTH = 300;
export const MAX_IMAGES = 6;

export const FEEDBACK_MESSAGES = {
  descRequired: "请输入意见反馈描述",
  reasonRequired: "请选择投诉理由",
  ...IMAGE_MESSAGES,
  imageCount: "最多上传6张照片",
  uploaded: "上传成功",
  // Not in the spec: the complaint account has no stated rule.
  accountRequired: "请输入被投诉账号ID",
  accountInvalid: "请输入正确的账号ID",
  // The server's msg is shown on success; these are the documented msgs (docs/api-calls.md),
  // used when the reply's msg is not available.
  feedbackSaved: "感谢您的反馈，我们会尽快处理～",
  complaintSaved: "投诉已提交，我们会尽快核实处理～",
} as const;

export const FEEDBACK_LABELS = {
  feedbackTitle: "意见反馈",
  complaintTitle: "投诉",
  desc: "问题描述",
  complaintDesc: "投诉描述",
  reasons: "投诉理由",
  account: "被投诉账号ID",
  images: "上传图片",
  removeImage: "删除图片",
  submit: "提交",
  close: "关闭",
} as const;
