// The entry of app/outbound/ for other folders' server code.
export { guardedFetch } from "./guarded-fetch.server";
