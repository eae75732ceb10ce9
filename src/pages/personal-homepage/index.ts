export { PersonalHomepagePage } from "./ui/personal-homepage-page";
