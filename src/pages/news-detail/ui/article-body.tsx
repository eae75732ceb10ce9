// An article's server HTML, shown only after sanitizing (docs/product-rules.md "News").
import { useMemo } from "react";
import { sanitizeHtml } from "@/shared/lib/safe-html";
import classes from "./article.module.css";

export function ArticleBody({ html }: { html: string }) {
  const safe = useMemo(() => sanitizeHtml(html), [html]);
  // Sanitized just above: the one way server HTML reaches the DOM.
  return <div className={classes.body} data-testid="article-body" dangerouslySetInnerHTML={{ __html: safe }} />;
}
