// Complaint reasons: GET /dict/getFromType?type=reportReason → [{id, value, label}].
import { queryOptions } from "@tanstack/react-query";
import { z } from "zod/mini";
import { API_PATHS } from "#wire";
import { apiData, idSchema, listOf } from "@/shared/api";

const reasonSchema = z.object({ id: idSchema, value: z.nullish(z.string()), label: z.string() });
export type ReportReason = z.infer<typeof reasonSchema>;

export function fetchReportReasons(): Promise<ReportReason[]> {
  return apiData(API_PATHS.config.dictByType, { method: "GET", body: { type: "reportReason" }, schema: listOf(reasonSchema) });
}

export const reportReasonsQuery = () =>
  queryOptions({ queryKey: ["dict", "reportReason"], queryFn: fetchReportReasons, staleTime: 60 * 60_000 });
