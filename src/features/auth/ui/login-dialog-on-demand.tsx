// The login dialog as the shell mounts it: its code (views, forms, their models) is downloaded the
// first time a login is asked for.
import { useUnit } from "effector-react";
import { $loginDialogOpen } from "@/entities/session";
import { createOnDemand } from "@/shared/ui/on-demand";

const Dialog = createOnDemand(() => import("./login-dialog").then((module) => module.LoginDialog));

export function LoginDialogOnDemand() {
  return <Dialog wanted={useUnit($loginDialogOpen)} />;
}
