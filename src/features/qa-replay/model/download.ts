// Saves an export as a file the browser downloads.
import { createEffect } from "effector";

const pad = (n: number, width = 2) => String(n).padStart(width, "0");

/** kanqiu-recording-20261123-180501.jsonl, in local time. */
export function recordingFileName(startedAt: number): string {
  const d = new Date(startedAt);
  return `kanqiu-recording-${d.getFullYear()}${pad(d.getMonth() + 1)}${pad(d.getDate())}-${pad(d.getHours())}${pad(d.getMinutes())}${pad(d.getSeconds())}.jsonl`;
}

export const downloadFx = createEffect(({ text, startedAt }: { text: string; startedAt: number }) => {
  const url = URL.createObjectURL(new Blob([text], { type: "application/x-ndjson" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = recordingFileName(startedAt);
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
});
