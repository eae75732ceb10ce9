export { HomeLive } from "./ui/home-live";
