import { sql, type Kysely } from "kysely";
import type { Migration } from "kysely/migration";
import { dialectOf } from "~/db/sql-dialect.server";

// What the trainer sells on the client's phone (issue 60): the exercise
// library, plans and their templates, the workout log, measurements, progress
// photos, the diet and supplements, and the client's consent to keep health
// data (RODO art. 9). Plans, diets and supplement lists are versioned: a new
// version is a new row, the old ones are the history. Everything a client
// has goes with the card (the foreign keys' cascade). Never edited once shipped.
/* eslint-disable @typescript-eslint/no-explicit-any */

export const trainingMigration: Migration = {
  async up(db: Kysely<any>) {
    const postgres = dialectOf(db) === "postgres";
    const timestampType = postgres ? sql`text collate "C"` : "text";
    const bytesType = postgres ? "bytea" : "blob";
    const decimalType = postgres ? "double precision" : "real";
    const id = (column: any) => (postgres ? column.primaryKey().generatedByDefaultAsIdentity() : column.primaryKey().autoIncrement());
    const client = (column: any) => column.notNull().references("clients.id").onDelete("cascade");
    await db.schema
      .createTable("exercises")
      .addColumn("id", "integer", id)
      .addColumn("name", "text", (column) => column.notNull())
      .addColumn("instructions", "text", (column) => column.notNull().defaultTo(""))
      .addColumn("muscles", "text", (column) => column.notNull().defaultTo(""))
      .addColumn("equipment", "text", (column) => column.notNull().defaultTo(""))
      .addColumn("category", "text", (column) => column.notNull())
      .addColumn("video_url", "text")
      .addColumn("photo_id", "text", (column) => column.references("photos.id").onDelete("set null"))
      .addColumn("hidden", "integer", (column) => column.notNull().defaultTo(0))
      .addColumn("starter_slug", "text", (column) => column.unique())
      .addColumn("created_at", timestampType, (column) => column.notNull())
      .addColumn("updated_at", timestampType, (column) => column.notNull())
      .execute();
    await db.schema
      .createTable("plan_templates")
      .addColumn("id", "integer", id)
      .addColumn("name", "text", (column) => column.notNull())
      .addColumn("body", "text", (column) => column.notNull())
      .addColumn("created_at", timestampType, (column) => column.notNull())
      .execute();
    for (const table of ["training_plans", "diet_plans", "supplement_lists"]) {
      let create = db.schema
        .createTable(table)
        .addColumn("id", "integer", id)
        .addColumn("client_id", "integer", client)
        .addColumn("version", "integer", (column) => column.notNull())
        .addColumn("body", "text")
        .addColumn("created_at", timestampType, (column) => column.notNull());
      if (table === "training_plans")
        create = create.addColumn("starts_on", "text", (column) => column.notNull()).addColumn("weeks", "integer", (column) => column.notNull());
      if (table === "diet_plans") create = create.addColumn("pdf", bytesType).addColumn("pdf_name", "text");
      await create.addUniqueConstraint(`${table}_client_version`, ["client_id", "version"]).execute();
    }
    await db.schema
      .createTable("workout_sets")
      .addColumn("id", "integer", id)
      .addColumn("client_id", "integer", client)
      .addColumn("set_key", "text", (column) => column.notNull().unique())
      .addColumn("plan_id", "integer", (column) => column.references("training_plans.id").onDelete("set null"))
      .addColumn("day_name", "text", (column) => column.notNull())
      .addColumn("exercise_id", "integer", (column) => column.references("exercises.id").onDelete("set null"))
      .addColumn("exercise_name", "text", (column) => column.notNull())
      .addColumn("set_number", "integer", (column) => column.notNull())
      .addColumn("weight_kg", decimalType)
      .addColumn("reps", "integer")
      .addColumn("seconds", "integer")
      .addColumn("done_on", "text", (column) => column.notNull())
      .addColumn("logged_at", timestampType, (column) => column.notNull())
      .addColumn("received_at", timestampType, (column) => column.notNull())
      .execute();
    await db.schema.createIndex("workout_sets_client_day_index").on("workout_sets").columns(["client_id", "done_on"]).execute();
    let measurements = db.schema
      .createTable("measurements")
      .addColumn("id", "integer", id)
      .addColumn("client_id", "integer", client)
      .addColumn("measured_on", "text", (column) => column.notNull());
    for (const name of ["weight_kg", "waist_cm", "hips_cm", "chest_cm", "arm_cm", "thigh_cm", "body_fat_pct"])
      measurements = measurements.addColumn(name, decimalType);
    await measurements
      .addColumn("entered_by", "text", (column) => column.notNull())
      .addColumn("submission_key", "text", (column) => column.notNull().unique())
      .addColumn("created_at", timestampType, (column) => column.notNull())
      .execute();
    await db.schema.createIndex("measurements_client_index").on("measurements").columns(["client_id", "measured_on"]).execute();
    await db.schema
      .createTable("progress_photos")
      .addColumn("id", "integer", id)
      .addColumn("client_id", "integer", client)
      .addColumn("taken_on", "text", (column) => column.notNull())
      .addColumn("bytes", bytesType, (column) => column.notNull())
      .addColumn("content_type", "text", (column) => column.notNull())
      .addColumn("width", "integer", (column) => column.notNull())
      .addColumn("height", "integer", (column) => column.notNull())
      .addColumn("submission_key", "text", (column) => column.notNull().unique())
      .addColumn("created_at", timestampType, (column) => column.notNull())
      .execute();
    await db.schema.createIndex("progress_photos_client_index").on("progress_photos").column("client_id").execute();
    await db.schema.alterTable("clients").addColumn("health_consent_at", timestampType).execute();
  },
  async down(db: Kysely<any>) {
    await db.schema.alterTable("clients").dropColumn("health_consent_at").execute();
    for (const table of ["progress_photos", "measurements", "workout_sets", "supplement_lists", "diet_plans", "training_plans", "plan_templates", "exercises"])
      await db.schema.dropTable(table).execute();
  },
};
