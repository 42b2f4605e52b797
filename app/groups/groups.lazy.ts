// What other folders load of app/groups/ on demand (import()), kept out of their static code: /rezerwacja's companion fields for a service with places.
export { CompanionFields } from "./companion-fields";
