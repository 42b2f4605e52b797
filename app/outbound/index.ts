// The entry of app/outbound/ for other folders: what they may use of it that the browser may load too.
export { isAllowedHost, parseAllowedHosts, type AllowedHost } from "./allowed-hosts";
