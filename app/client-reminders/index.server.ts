// The entry of app/client-reminders/ for other folders' server code.
export {
  clientReminders,
  clientRemindersView,
  type ClientReminders as ClientReminderSettings,
  type ReminderChange,
  setClientReminders,
} from "./client-reminders.server";
export { reminderChangeFrom } from "./reminder-change.server";
