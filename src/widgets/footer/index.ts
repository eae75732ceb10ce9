export { Footer } from "./ui/footer";
