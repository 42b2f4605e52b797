// Placeholder: the push helper's handlers (push, notificationclick) replace this file (issue 45).
