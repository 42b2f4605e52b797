/** A coming group session as the pages show it, every fact worded on the server. */
export type SessionCard = { id: number; title: string; when: string; place: string; price: string; seats: string; full: boolean };
