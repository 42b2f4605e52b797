import { icons } from "./icons";
import { Picture } from "./picture";
import type { ImageEntry } from "~/lib/image-manifest";
import { Reveal } from "./reveal";
import type { PhotoFocus } from "~content/schema";
import { typeset as t } from "~/lib/typeset";

type AboutTrainerProps = {
  trainer: {
    /** "Jan Kowalski: trener, który słucha", in the trainer's gender (trainer.messages.ts). */
    heading: string;
    shortBio: string;
    /** The portrait's files (app/photos/image-entry.server.ts). */
    portrait: ImageEntry;
    portraitAlt: string;
    portraitFocus: PhotoFocus;
    audience: string[];
  };
};

/** The home page's "Kim jestem": the portrait, a few words and whom the trainer invites. */
export function AboutTrainer({ trainer }: AboutTrainerProps) {
  return (
    <div className="container-page grid items-center gap-10 lg:grid-cols-2">
      <Reveal>
        <Picture
          image={trainer.portrait}
          alt={trainer.portraitAlt}
          focus={trainer.portraitFocus}
          sizes="(min-width: 992px) 560px, 100vw"
          className="aspect-[4/3] w-full rounded-3xl object-cover"
        />
      </Reveal>
      <Reveal>
        <p className="eyebrow">Kim jestem</p>
        <h2 id="dla-kogo" className="heading-2">
          {trainer.heading}
        </h2>
        <p className="lead mt-4">{t(trainer.shortBio)}</p>
        <h3 className="heading-3 mt-8">Zapraszam, jeśli:</h3>
        <ul className="check-list mt-4">
          {trainer.audience.map((item) => (
            <li key={item}>
              {icons.check("size-5 shrink-0 text-accent-text")}
              {t(item)}
            </li>
          ))}
        </ul>
      </Reveal>
    </div>
  );
}
