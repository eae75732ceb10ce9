// The feedback and complaint dialogs as the shell mounts them: their code (the forms' models,
// image picking and compression) is downloaded the first time either is opened.
import { useUnit } from "effector-react";
import { createOnDemand } from "@/shared/ui/on-demand";
import { $complaintOpen, $feedbackOpen } from "../model/dialogs-open";

const Dialogs = createOnDemand(() => import("./feedback-dialogs").then((module) => module.FeedbackDialogs));

export function FeedbackDialogsOnDemand() {
  const [feedback, complaint] = useUnit([$feedbackOpen, $complaintOpen]);
  return <Dialogs wanted={feedback || complaint} />;
}
