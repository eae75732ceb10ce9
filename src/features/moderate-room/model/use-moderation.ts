// Runs one moderation call and tells the moderator how it went: the server's refusal is already a
// toast (HTTP client); success gets its own short toast, and the room's lists are asked again.
import { useCallback, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import type { ApiResult } from "@/shared/api";
import { showToast } from "@/shared/lib/notify";

export function useModeration() {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const run = useCallback(
    async (call: () => Promise<ApiResult<unknown>>, done: string) => {
      setBusy(true);
      const result = await call();
      setBusy(false);
      if (!result.ok) return false;
      showToast("success", done);
      void queryClient.invalidateQueries({ queryKey: ["room-audience"] });
      void queryClient.invalidateQueries({ queryKey: ["room-admins"] });
      return true;
    },
    [queryClient],
  );
  return { busy, run };
}
