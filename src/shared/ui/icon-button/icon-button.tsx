// A square icon-only button without Mantine's Box machinery (it mounts with every list row that
// scrolls into view). Give it an aria-label; `className` adds state styles such as a colour.
import type { ButtonHTMLAttributes } from "react";
import classes from "./icon-button.module.css";

export function IconButton({ className, type = "button", ...props }: ButtonHTMLAttributes<HTMLButtonElement>) {
  return <button type={type} className={className ? `${classes.iconButton} ${className}` : classes.iconButton} {...props} />;
}
