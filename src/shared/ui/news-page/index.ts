// The news centre and an article share one page layout: a main card and a side column of panels.
export { default as newsPageClasses } from "./news-page.module.css";
