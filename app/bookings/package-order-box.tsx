// Above the steps of /rezerwacja?pakiet=…: which package is ordered, and the
// way back to a single session. The text comes typeset from the server.
import { href, Link } from "react-router";
import { SINGLE_SESSION_INSTEAD } from "./contract.messages";

/** `service`: the slug the package's sessions are booked as; its single session is one tap away. */
export type PackageBox = { heading: string; details: string[]; service: string };

export function PackageOrderBox({ box }: { box: PackageBox }) {
  return (
    <section aria-labelledby="pakiet" className="booking-package">
      <h2 id="pakiet" className="booking-step-title">
        {box.heading}
      </h2>
      {box.details.map((line) => (
        <p key={line}>{line}</p>
      ))}
      <p>
        <Link to={`${href("/rezerwacja")}?usluga=${box.service}#dzien`}>{SINGLE_SESSION_INSTEAD}</Link>
      </p>
    </section>
  );
}
