// Where the groups' messages lead: the session's page in the panel.
export const panelGroupSessionPath = (sessionId: number) => `/admin/zajecia/${sessionId}`;
