export { FootballPage } from "./ui/football-page";
