// Where the groups' messages lead: the session's page in the panel.
import { href } from "react-router";

export const panelGroupSessionPath = (sessionId: number) => href("/admin/zajecia/:id", { id: String(sessionId) });
