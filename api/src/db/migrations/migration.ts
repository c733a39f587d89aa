import type { Db } from "mongodb";

/** One numbered schema change, applied once per database (`run-migrations.ts`). */
export interface Migration {
  id: number;
  name: string;
  up(db: Db): Promise<void>;
}
