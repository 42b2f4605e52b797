// The entry of app/client-reminders/ for other folders: the client's reminder settings on /moje-treningi.
export { ClientReminders, type ClientRemindersProps } from "./client-reminders";
export { CLIENT_REMINDERS } from "./client-reminders.messages";
export { CLIENT_WORKER, REMINDER_FORM_FIELDS, REMINDER_INTENTS, REMINDERS_ACTION } from "./reminder-form";
