// The gallery: photos from content/photos/ with a description for people who
// cannot see them (alt) and a caption shown under the photo.
import type { Gallery } from "./schema";

export default [
  { photo: "trening-silowy.jpg", alt: "Przysiad ze sztangą z asekuracją trenera w studiu", caption: "Trening siłowy w studiu" },
  { photo: "kettlebell.jpg", alt: "Podopieczny wykonuje wymach kettlebellem", caption: "Praca z kettlebellem" },
  { photo: "trening-w-plenerze.jpg", alt: "Grupa biegnie ścieżką w parku o wschodzie słońca", caption: "Trening biegowy w parku" },
  { photo: "mobilnosc.jpg", alt: "Ćwiczenia rozciągające na macie przy oknie studia", caption: "Mobilność i rozciąganie" },
  { photo: "dieta.jpg", alt: "Talerz z warzywami, kaszą i rybą przygotowany według jadłospisu", caption: "Posiłek z jadłospisu" },
  { photo: "zawody.jpg", alt: "Trener na podium zawodów trójboju siłowego z medalem", caption: "Zawody trójboju siłowego" },
  { photo: "studio.jpg", alt: "Wnętrze studia z hantlami, stojakiem i drążkami", caption: "Nasze studio" },
  { photo: "trening-online.jpg", alt: "Laptop z nagraniem techniki ćwiczenia i notatkami trenera", caption: "Analiza nagrania online" },
  { photo: "rozgrzewka.jpg", alt: "Rozgrzewka z gumą oporową przed treningiem", caption: "Rozgrzewka z gumą" },
] satisfies Gallery;
