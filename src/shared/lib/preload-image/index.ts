export { preloadImage } from "./preload-image";
