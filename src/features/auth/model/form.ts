// The dialog's form and its login tab (docs/product-rules.md "Login"). Closing the dialog starts
// it over.
import { createEvent, createStore } from "effector";
import { loginDialogClosed } from "@/entities/session";
import { emptyLoginForm, type LoginForm } from "../lib/login-form";

export type LoginTab = "code" | "password";

export const formChanged = createEvent<Partial<LoginForm>>();
export const loginTabChanged = createEvent<LoginTab>();

export const $form = createStore<LoginForm>(emptyLoginForm())
  .on(formChanged, (form, patch) => ({ ...form, ...patch }))
  .reset(loginDialogClosed);

export const $loginTab = createStore<LoginTab>("code")
  .on(loginTabChanged, (_, tab) => tab)
  .reset(loginDialogClosed);

