// The facts of a booking's mail for the message modules' tests.
import type { BookingMailFacts } from "~/bookings/booking-mail.messages";

export const sampleFacts: BookingMailFacts = {
  id: 7,
  service: "Trening personalny",
  inSubject: { service: "Trening personalny", name: "Łucja Żółtowska" },
  when: "wtorek, 2 marca 2027, 18:00–19:00",
  start: { weekday: "tuesday", date: "2 marca 2027", time: "18:00" },
  place: "Studio",
  price: "150 zł",
  name: "Łucja Żółtowska",
  email: "lucja@example.com",
  phone: "+48 600 100 200",
  notes: "",
  moved: false,
  byTrainer: false,
  cancelledByClient: false,
  trainerMessage: "",
  website: "trener.example",
  trainerPhone: "+48 500 000 000",
  signature: { name: "Jan Kowalski", jobTitle: "Trener personalny" },
  manageUrl: "https://trener.example/rezerwacja/7-x",
  bookUrl: "https://trener.example/rezerwacja",
  calendarUrl: "https://trener.example/admin/kalendarz",
  manage: { cutoffHours: 24, deadline: "1 marca 2027, 18:00" },
  noShowRule: null,
};
