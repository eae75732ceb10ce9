// Copy to the clipboard with the product's toasts: 复制成功 / 复制失败.
import { showToast } from "../notify";

export const COPY_MESSAGES = { copied: "复制成功", failed: "复制失败" } as const;

/** navigator.clipboard is missing on insecure origins: that counts as a failure. */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    showToast("success", COPY_MESSAGES.copied);
    return true;
  } catch {
    showToast("error", COPY_MESSAGES.failed);
    return false;
  }
}
