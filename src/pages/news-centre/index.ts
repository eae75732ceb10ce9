export { NewsCentrePage } from "./ui/news-centre-page";
