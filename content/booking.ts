// The week's opening hours (the contact page shows them too) and online
// booking (/rezerwacja): its services and rules. A service from the price
// list (offer.ts) names its item there and takes its name and price.
const workday = [{ from: "07:00", to: "21:00" }];

export default {
  services: [
    { slug: "konsultacja", package: null, name: "Bezpłatna konsultacja", durationMinutes: 30, place: "studio", price: 0, offerSlugs: [] },
    { slug: "konsultacja-online", package: null, name: "Bezpłatna konsultacja online", durationMinutes: 30, place: "online", price: 0, offerSlugs: [] },
    {
      slug: "trening-personalny",
      package: "trening-personalny",
      name: "",
      durationMinutes: 60,
      place: "studio",
      price: null,
      offerSlugs: ["pakiet-8-treningow", "pakiet-12-treningow"],
    },
    { slug: "trening-w-plenerze", package: null, name: "Trening w plenerze", durationMinutes: 60, place: "outdoors", price: 150, offerSlugs: [] },
  ],
  weeklyHours: {
    monday: workday,
    tuesday: workday,
    wednesday: workday,
    thursday: workday,
    friday: workday,
    saturday: [{ from: "08:00", to: "14:00" }],
    sunday: [],
  },
  exceptions: [],
  startEveryMinutes: 30,
  bufferMinutes: 15,
  minNoticeHours: 12,
  horizonDays: 30,
  maxPerDay: 8,
  maxFuturePerEmail: 2,
  cancelCutoffHours: 12,
  noShowCountsAsSession: false,
  reviewUrl: "",
  reviewAfterSessions: 3,
};
