export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

/** Something the system did that is worth keeping a row for (a job ran, a service started…). */
export interface SystemEvent {
  /** A BigInt in the database; a decimal string here so it survives JSON. */
  id: string;
  kind: string;
  payload: JsonValue;
  createdAt: Date;
}
